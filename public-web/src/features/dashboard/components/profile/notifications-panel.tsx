import { useCallback, useState, type ReactNode } from 'react';
import { formatGhanaPhone, notificationKinds, type NotificationKind, type Translate } from '@fie/domain';
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
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { formErrorsFrom, type FieldErrors } from '../../../../lib/api-client';
import { useSay, useT } from '../../../../lib/i18n/language';
import { useReload } from '../../../../lib/use-reload';
import { fetchPreferences, savePreferences, type Digest, type Preferences, type PreferencesInput, type TextChannel, type TextWays } from '../../api/preferences';
import { canListProperties } from '../../tabs';
import type { DashboardUser } from '../../types';
import { Panel } from '../panel';

const fields = [...notificationKinds.flatMap((kind) => [`email.${kind}`, `sms.${kind}`]), 'textBy', 'digest', 'showPhone'];
const readPreferences = (signal: AbortSignal) => fetchPreferences({ signal });

/** Each kind of news as the form names it (the domain's list, so a new kind is one entry here). */
function kindLabel(t: Translate, kind: NotificationKind): string {
  switch (kind) {
    case 'messages':
      return t('preferences.kind.messages', 'New messages');
    case 'viewings':
      return t('preferences.kind.viewings', 'Viewings and stay bookings');
    case 'offers':
      return t('preferences.kind.offers', 'Offers on properties');
    case 'requests':
      return t('preferences.kind.requests', 'Properties that match your requests');
    case 'moderation':
      return t('preferences.kind.moderation', 'Your listings: moderators\' decisions and "still available?"');
    case 'payments':
      return t('preferences.kind.payments', 'Payments: receipts, money released or refunded, disputes');
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}

/**
 * Notifications (email and texts for each kind of news the domain lists; mail as it happens or in a morning digest;
 * texts by SMS, WhatsApp or both where Fie has WhatsApp) and, for owners and agents, whether their phone number shows
 * on their listings. Each choice is saved as soon as it is made; if the server refuses, the switch goes back and the
 * reason shows under it. Every word in the page's language (app area `preferences`).
 */
export function PreferencesPanels({ user }: { user: DashboardUser }) {
  const t = useT();
  const say = useSay();
  const { flash } = useFlash();
  const [preferences, setPreferences] = useState<Preferences>();
  const [ways, setWays] = useState<TextWays>({ whatsapp: false });
  const found = useCallback((answer: Awaited<ReturnType<typeof fetchPreferences>>) => {
    setPreferences(answer.preferences);
    setWays(answer.ways);
  }, []);
  const { load, reload } = useReload(readPreferences, found);
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
      flash('success', say(answer.message));
    } catch (error) {
      setPreferences(current);
      const split = formErrorsFrom(error, fields);
      setErrors(Object.fromEntries(Object.entries(split.fields).map(([field, text]) => [field, say(text)])));
      if (split.banner) setProblem(say(split.banner));
    } finally {
      setSaving(false);
    }
  }

  const state = (
    <>
      {load.status === 'loading' ? <LinearProgress aria-label={t('preferences.loading', 'Loading your preferences')} sx={{ mb: 2 }} /> : null}
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('preferences.retry', 'Retry')}
            </Button>
          }
        >
          {t('preferences.load-failed', 'We could not load your preferences. {reason}', { reason: say(load.message) })}
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
  const byEmail = t('preferences.by-email', 'by email');
  const byText = t('preferences.by-text', 'by text message');

  return (
    <>
      <Panel id="notifications" title={t('preferences.title', 'Notifications')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('preferences.intro', 'Everything shows under the bell while you use Fie. Choose how else we tell you when you are away.')}
        </Typography>
        {state}
        <Stack spacing={3}>
          <Channel
            id="email"
            title={t('preferences.email.title', 'Email')}
            help={
              user.email
                ? t('preferences.email.help', 'To {email}, while you are away from Fie. An email about a new message names who wrote and the property and shows the start of the message, never their email or phone. Every email has a link that stops that kind at once.', { email: user.email })
                : t('preferences.email.none', 'There is no email on your account, so Fie tells you by text. Add an email under Personal Info to get emails too.')
            }
          >
            {notificationKinds.map((kind) => (
              <KindSwitch
                key={kind}
                label={kindLabel(t, kind)}
                by={byEmail}
                checked={current?.email[kind] ?? false}
                disabled={off}
                error={errors[`email.${kind}`]}
                onChange={(on) => current && void change({ email: { [kind]: on } }, { ...current, email: { ...current.email, [kind]: on } })}
              />
            ))}
            <Box sx={{ mt: 1 }}>
              <FormLabel id="digest-label" sx={{ fontSize: 14 }}>
                {t('preferences.digest.label', 'How often')}
              </FormLabel>
              <RadioGroup
                aria-labelledby="digest-label"
                value={current?.digest ?? 'instant'}
                onChange={(_, value) => current && void change({ digest: value as Digest }, { ...current, digest: value as Digest })}
              >
                <FormControlLabel value="instant" control={<Radio size="small" />} disabled={off || !anyOn(current?.email)} label={t('preferences.digest.instant', 'As things happen, at most one email per conversation every 15 minutes')} />
                <FormControlLabel value="daily" control={<Radio size="small" />} disabled={off || !anyOn(current?.email)} label={t('preferences.digest.daily', 'One email a day, at 07:00, instead of one each time')} />
              </RadioGroup>
              {errors.digest ? <FormHelperText error>{errors.digest}</FormHelperText> : null}
            </Box>
          </Channel>
          <Channel
            id="sms"
            title={ways.whatsapp ? t('preferences.texts.title-whatsapp', 'Text messages (SMS or WhatsApp)') : t('preferences.texts.title', 'Text messages (SMS)')}
            help={
              phone
                ? t('preferences.texts.help', 'Texts go to {phone}, the phone number on your account. Each says what happened and about which property, never a message\'s words, with a short link to it; at most one per conversation until you reply or open it, and a few a day at most.', { phone })
                : t('preferences.texts.no-phone', 'Add a phone number under Personal Info to get texts.')
            }
          >
            {notificationKinds.map((kind) => (
              <KindSwitch
                key={kind}
                label={kindLabel(t, kind)}
                by={byText}
                checked={current?.sms[kind] ?? false}
                disabled={off || (!phone && !current?.sms[kind])}
                error={errors[`sms.${kind}`]}
                onChange={(on) => current && void change({ sms: { [kind]: on } }, { ...current, sms: { ...current.sms, [kind]: on } })}
              />
            ))}
            {ways.whatsapp ? (
              <Box sx={{ mt: 1 }}>
                <FormLabel id="text-by-label" sx={{ fontSize: 14 }}>
                  {t('preferences.text-by.label', 'Send my texts by')}
                </FormLabel>
                <RadioGroup
                  aria-labelledby="text-by-label"
                  value={current?.textBy ?? 'sms'}
                  onChange={(_, value) => current && void change({ textBy: value as TextChannel }, { ...current, textBy: value as TextChannel })}
                >
                  <FormControlLabel value="sms" control={<Radio size="small" />} disabled={off || !phone} label={t('preferences.text-by.sms', 'SMS: works on every phone')} />
                  <FormControlLabel value="whatsapp" control={<Radio size="small" />} disabled={off || !phone} label={t('preferences.text-by.whatsapp', 'WhatsApp: on a smartphone with WhatsApp, over data')} />
                  <FormControlLabel value="both" control={<Radio size="small" />} disabled={off || !phone} label={t('preferences.text-by.both', 'Both SMS and WhatsApp')} />
                </RadioGroup>
                {errors.textBy ? <FormHelperText error>{errors.textBy}</FormHelperText> : null}
              </Box>
            ) : null}
          </Channel>
        </Stack>
      </Panel>
      {canListProperties(user) ? (
        <Panel id="phone-on-listings" title={t('preferences.phone.title', 'Calls and WhatsApp')}>
          <Choice
            id="show-phone"
            label={t('preferences.phone.label', 'Show my phone number on my listings')}
            checked={current?.showPhone ?? false}
            disabled={off || (!phone && !current?.showPhone)}
            error={errors.showPhone}
            help={
              phone
                ? t('preferences.phone.help', 'For listings you made before each listing had its own switch: when on, their pages offer Show number, then Call and WhatsApp buttons with {phone}. When off, seekers reach you through Fie messages only. A newer listing follows its own switch, \'Show my phone number on this listing\', in its form.', { phone })
                : t('preferences.phone.no-phone', 'Add a phone number under Personal Info to show it on your listings.')
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

/** One way of reaching the person (email, texts): a titled group of switches, one per kind of news. */
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
function KindSwitch({ label, by, checked, disabled, error, onChange }: { label: string; by: string; checked: boolean; disabled: boolean; error?: string; onChange: (on: boolean) => void }) {
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={
          <>
            {label}
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
