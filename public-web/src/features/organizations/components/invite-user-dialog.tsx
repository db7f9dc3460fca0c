import { useEffect, useState } from 'react';
import { emailField, organizationMessages } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { ApiError } from '../../../lib/api-client';
import { inviteMember, lookUpUser, type FoundUser } from '../api/invitations';
import { fullName } from '../format';
import { defaultPermissions, type MemberPermission } from '../permissions';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { PermissionChecklist } from './permission-checklist';
import { useSay, useT } from '../../../lib/i18n/language';

/** The spec's pause between the last key press and the lookup, so typing an address costs one call. */
export const lookupDelayMs = 500;

type Lookup =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; user: FoundUser }
  | { state: 'failed'; message: string };

/**
 * Invite User: type the email someone signed up with, see who it is, choose what they may do, send.
 * The person gets an email with a link to accept; they join the table once they have.
 */
export function InviteUserDialog({ organizationName, onClose }: { organizationName: string; onClose: () => void }) {
  const t = useT();
  const say = useSay();
  const [email, setEmail] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [permissions, setPermissions] = useState<MemberPermission[]>(defaultPermissions);
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const address = emailField.safeParse(email);
    // Anything typed clears the person found for the previous address.
    if (!address.success) {
      setLookup({ state: 'idle' });
      return;
    }
    setLookup({ state: 'searching' });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      lookUpUser(address.data, { signal: controller.signal }).then(
        (user) => {
          if (controller.signal.aborted) return;
          setLookup({ state: 'found', user });
          setPermissions(defaultPermissions);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const notFound = !(error instanceof ApiError) || error.status === 404;
          setLookup({ state: 'failed', message: notFound ? organizationMessages.userNotFound : error.message });
        },
      );
    }, lookupDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [email]);

  const found = lookup.state === 'found' ? lookup.user : null;

  async function invite() {
    if (!found || busy) return;
    setBusy(true);
    setBanner(null);
    try {
      const answer = await inviteMember(found.id, permissions);
      setBanner({
        severity: 'success',
        title: answer.message || say(organizationMessages.inviteSent),
        message: t('organizations.invite.sent', '{name} will get an email with a link to join {organization}.', { name: fullName(found, t), organization: organizationName }),
      });
      // Ready for the next person.
      setEmail('');
    } catch (error) {
      setBanner({ severity: 'error', title: t('organizations.register.failed', 'Something went wrong!'), message: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="invite-user"
      title={t('organizations.invite.title', 'Invite User')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{banner?.severity === 'success' && !found ? t('organizations.invite.done', 'Done') : t('ui.cancel', 'Cancel')}</Button>
          <Button variant="contained" onClick={invite} disabled={!found || busy}>
            {t('organizations.invite.title', 'Invite User')}
            {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      {banner ? <FormBanner {...banner} /> : null}
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('organizations.invite.explanation', 'Invite someone who already has a Fie account to act for {organization}. Type the email they signed up with.', { organization: organizationName })}
        </Typography>
        <TextField
          id="invite-user-email"
          label={t('org-page.profile.email', 'Email')}
          type="email"
          autoComplete="off"
          autoFocus
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (banner?.severity === 'error') setBanner(null);
          }}
          error={lookup.state === 'failed'}
          helperText={lookup.state === 'failed' ? say(lookup.message) : ' '}
          slotProps={{
            htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' },
            input: {
              endAdornment:
                lookup.state === 'searching' ? (
                  <InputAdornment position="end">
                    <CircularProgress size={18} aria-label={t('organizations.invite.looking-up', 'Looking up')} />
                  </InputAdornment>
                ) : undefined,
            },
          }}
          fullWidth
        />
        {found ? (
          <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('organizations.invite.found', 'Person found')}>
            <Typography sx={{ fontWeight: 600 }}>{fullName(found, t)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {found.email}
            </Typography>
            <Box>
              <PermissionChecklist value={permissions} onChange={setPermissions} disabled={busy} />
            </Box>
          </Paper>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
