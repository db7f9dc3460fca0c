import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { formatGhanaPhone } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useFlash } from '../../../../components/ui/flash-message';
import { formErrorsFrom, type FieldErrors } from '../../../../lib/api-client';
import { fetchPreferences, savePreferences, type Digest, type Preferences, type PreferencesInput } from '../../api/preferences';
import { canListProperties } from '../../tabs';
import type { DashboardUser } from '../../types';
import { Panel } from '../panel';

const fields = ['email.messages', 'sms.messages', 'digest', 'showPhone'];
type Load = { status: 'loading' } | { status: 'ready'; preferences: Preferences } | { status: 'failed'; message: string };

/**
 * Notifications (email and SMS for new messages, one at a time or a morning digest) and, for owners and
 * agents, whether their phone number shows on their listings. Each choice is saved as soon as it is made;
 * if the server refuses, the switch goes back and the reason shows under it.
 */
export function PreferencesPanels({ user }: { user: DashboardUser }) {
  const { flash } = useFlash();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const loads = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    loads.current?.abort();
    const controller = new AbortController();
    loads.current = controller;
    setLoad({ status: 'loading' });
    fetchPreferences({ signal: controller.signal }).then(
      (preferences) => !controller.signal.aborted && setLoad({ status: 'ready', preferences }),
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' }),
    );
  }, []);
  useEffect(() => {
    reload();
    return () => loads.current?.abort();
  }, [reload]);

  const current = load.status === 'ready' ? load.preferences : undefined;
  const phone = user.phone ? formatGhanaPhone(user.phone) : undefined;

  // Shown at once; one change at a time, so going back after a refusal never undoes a later choice.
  async function change(patch: PreferencesInput, shown: Preferences) {
    if (!current || saving) return;
    setErrors({});
    setProblem(null);
    setSaving(true);
    setLoad({ status: 'ready', preferences: shown });
    try {
      const answer = await savePreferences(patch);
      setLoad({ status: 'ready', preferences: answer.preferences });
      flash('success', answer.message);
    } catch (error) {
      setLoad({ status: 'ready', preferences: current });
      const split = formErrorsFrom(error, fields);
      setErrors(split.fields);
      if (split.banner) setProblem(split.banner);
    } finally {
      setSaving(false);
    }
  }

  const state = (
    <>
      {load.status === 'loading' ? <LinearProgress aria-label="Loading your preferences" sx={{ mb: 2 }} /> : null}
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Retry
            </Button>
          }
        >
          We could not load your preferences. {load.message}
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
    </>
  );
  const off = !current || saving;

  return (
    <>
      <Panel id="notifications" title="Notifications">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          New messages always show under the bell while you use Fie. Choose how else we tell you when you are away.
        </Typography>
        {state}
        <Stack spacing={2}>
          <Choice
            id="email-messages"
            label="Email me about new messages"
            checked={current?.email.messages ?? false}
            disabled={off}
            error={errors['email.messages']}
            help={`To ${user.email}, only while you are away from Fie. Each email names who wrote, about which property, shows the start of the message and has a link to stop these emails.`}
            onChange={(on) => current && void change({ email: { messages: on } }, { ...current, email: { ...current.email, messages: on } })}
          />
          <Box sx={{ pl: { sm: 6 } }}>
            <FormLabel id="digest-label" sx={{ fontSize: 14 }}>
              How often
            </FormLabel>
            <RadioGroup
              aria-labelledby="digest-label"
              value={current?.digest ?? 'instant'}
              onChange={(_, value) => current && void change({ digest: value as Digest }, { ...current, digest: value as Digest })}
            >
              <FormControlLabel value="instant" control={<Radio size="small" />} disabled={off || !current?.email.messages} label="For each conversation, at most one email every 15 minutes" />
              <FormControlLabel value="daily" control={<Radio size="small" />} disabled={off || !current?.email.messages} label="One email a day, at 07:00, naming who is waiting for an answer" />
            </RadioGroup>
            {errors.digest ? <FormHelperText error>{errors.digest}</FormHelperText> : null}
          </Box>
          <Choice
            id="sms-messages"
            label="Text me about new messages (SMS)"
            checked={current?.sms.messages ?? false}
            disabled={off || (!phone && !current?.sms.messages)}
            error={errors['sms.messages']}
            help={
              phone
                ? `Texts go to ${phone}, the phone number on your account: who wrote and about which property, never the message. Off unless you turn them on.`
                : 'Add a phone number under Personal Info to get texts.'
            }
            onChange={(on) => current && void change({ sms: { messages: on } }, { ...current, sms: { ...current.sms, messages: on } })}
          />
        </Stack>
      </Panel>
      {canListProperties(user) ? (
        <Panel id="phone-on-listings" title="Calls and WhatsApp">
          <Choice
            id="show-phone"
            label="Show my phone number on my listings"
            checked={current?.showPhone ?? false}
            disabled={off || (!phone && !current?.showPhone)}
            error={errors.showPhone}
            help={
              phone
                ? `When on, your listings' pages show Call and WhatsApp buttons with ${phone}. When off, seekers reach you through Fie messages only, and your number stays private.`
                : 'Add a phone number under Personal Info to show it on your listings.'
            }
            onChange={(on) => current && void change({ showPhone: on }, { ...current, showPhone: on })}
          />
        </Panel>
      ) : null}
    </>
  );
}

function Choice({ id, label, checked, disabled, help, error, onChange }: { id: string; label: string; checked: boolean; disabled: boolean; help: ReactNode; error?: string; onChange: (on: boolean) => void }) {
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': `${id}-help` } }} />}
        label={label}
        disabled={disabled}
      />
      <FormHelperText id={`${id}-help`} error={Boolean(error)} sx={{ mt: 0, ml: { sm: 6 } }}>
        {error ?? help}
      </FormHelperText>
    </Box>
  );
}
