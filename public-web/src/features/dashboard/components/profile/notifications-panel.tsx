import { useState, type ReactNode } from 'react';
import { formatGhanaPhone, notificationKindLabels, notificationKinds, type NotificationKind } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { formErrorsFrom, type FieldErrors } from '../../../../lib/api-client';
import { useReload } from '../../../../lib/use-reload';
import { fetchPreferences, savePreferences, type Digest, type Preferences, type PreferencesInput } from '../../api/preferences';
import { canListProperties } from '../../tabs';
import type { DashboardUser } from '../../types';
import { Panel } from '../panel';
import { RetryAlert } from '../../../../components/ui/load-state';

const fields = [...notificationKinds.flatMap((kind) => [`email.${kind}`, `sms.${kind}`]), 'digest', 'showPhone'];
const readPreferences = (signal: AbortSignal) => fetchPreferences({ signal });

/**
 * Notifications (email and SMS for each kind of news the domain lists, mail as it happens or in a morning
 * digest) and, for owners and agents, whether their phone number shows on their listings. Each choice is saved as soon as it is made;
 * if the server refuses, the switch goes back and the reason shows under it.
 */
export function PreferencesPanels({ user }: { user: DashboardUser }) {
  const { flash } = useFlash();
  const [preferences, setPreferences] = useState<Preferences>();
  const { load, reload } = useReload(readPreferences, setPreferences);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const current = load.status === 'ready' ? preferences : undefined;
  const phone = user.phone ? formatGhanaPhone(user.phone) : undefined;

  // Shown at once; one change at a time, so going back after a refusal never undoes a later choice.
  async function change(patch: PreferencesInput, shown: Preferences) {
    if (!current || saving) return;
    setErrors({});
    setProblem(null);
    setSaving(true);
    setPreferences(shown);
    try {
      const answer = await savePreferences(patch);
      setPreferences(answer.preferences);
      flash('success', answer.message);
    } catch (error) {
      setPreferences(current);
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
        <RetryAlert onRetry={reload} sx={{ mb: 2 }}>We could not load your preferences. {load.message}</RetryAlert>
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
          Everything shows under the bell while you use Fie. Choose how else we tell you when you are away.
        </Typography>
        {state}
        <Stack spacing={3}>
          <Channel
            id="email"
            title="Email"
            help={`To ${user.email}, while you are away from Fie. An email about a new message names who wrote and the property and shows the start of the message, never their email or phone. Every email has a link that stops that kind at once.`}
          >
            {notificationKinds.map((kind) => (
              <KindSwitch
                key={kind}
                kind={kind}
                by="by email"
                checked={current?.email[kind] ?? false}
                disabled={off}
                error={errors[`email.${kind}`]}
                onChange={(on) => current && void change({ email: { [kind]: on } }, { ...current, email: { ...current.email, [kind]: on } })}
              />
            ))}
            <Box sx={{ mt: 1 }}>
              <FormLabel id="digest-label" sx={{ fontSize: 14 }}>
                How often
              </FormLabel>
              <RadioGroup
                aria-labelledby="digest-label"
                value={current?.digest ?? 'instant'}
                onChange={(_, value) => current && void change({ digest: value as Digest }, { ...current, digest: value as Digest })}
              >
                <FormControlLabel value="instant" control={<Radio size="small" />} disabled={off || !anyOn(current?.email)} label="As things happen, at most one email per conversation every 15 minutes" />
                <FormControlLabel value="daily" control={<Radio size="small" />} disabled={off || !anyOn(current?.email)} label="One email a day, at 07:00, instead of one each time" />
              </RadioGroup>
              {errors.digest ? <FormHelperText error>{errors.digest}</FormHelperText> : null}
            </Box>
          </Channel>
          <Channel
            id="sms"
            title="Text messages (SMS)"
            help={
              phone
                ? `Off unless you turn them on. Texts go to ${phone}, the phone number on your account, and say what happened and about which property, never a message's words.`
                : 'Add a phone number under Personal Info to get texts.'
            }
          >
            {notificationKinds.map((kind) => (
              <KindSwitch
                key={kind}
                kind={kind}
                by="by text message"
                checked={current?.sms[kind] ?? false}
                disabled={off || (!phone && !current?.sms[kind])}
                error={errors[`sms.${kind}`]}
                onChange={(on) => current && void change({ sms: { [kind]: on } }, { ...current, sms: { ...current.sms, [kind]: on } })}
              />
            ))}
          </Channel>
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
                ? `For listings you made before each listing had its own switch: when on, their pages offer Show number, then Call and WhatsApp buttons with ${phone}. When off, seekers reach you through Fie messages only. A newer listing follows its own switch, 'Show my phone number on this listing', in its form.`
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

const anyOn = (channel: Record<NotificationKind, boolean> | undefined) => Boolean(channel && notificationKinds.some((kind) => channel[kind]));
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One way of reaching the person (email, SMS): a titled group of switches, one per kind of news. */
function Channel({ id, title, help, children }: { id: string; title: string; help: string; children: ReactNode }) {
  return (
    <Box component="fieldset" aria-describedby={`${id}-help`} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, p: 0 }}>
        {title}
      </Typography>
      <FormHelperText id={`${id}-help`} sx={{ mt: 0, mb: 0.5 }}>
        {help}
      </FormHelperText>
      <Stack>{children}</Stack>
    </Box>
  );
}

/** 'New messages', named for screen readers with its channel ('New messages by email'). */
function KindSwitch({ kind, by, checked, disabled, error, onChange }: { kind: NotificationKind; by: string; checked: boolean; disabled: boolean; error?: string; onChange: (on: boolean) => void }) {
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={
          <>
            {sentence(notificationKindLabels[kind])}
            <span style={visuallyHidden}>{` ${by}`}</span>
          </>
        }
        disabled={disabled}
      />
      {error ? (
        <FormHelperText error sx={{ mt: 0, ml: 6 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
