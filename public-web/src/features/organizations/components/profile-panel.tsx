import { useRef, useState, type FormEvent } from 'react';
import { fieldErrors, formatGhanaPhone, logoRules, organizationProfileSchema } from '@fie/domain';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { PhoneField } from '../../../components/ui/phone-field';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { useSiteOrigin } from '../../../lib/host-mode';
import type { OrganizationProfile } from '../api/organization';
import { removeLogo, updateOrganizationProfile, uploadLogo } from '../api/page';
import { formatDate } from '../format';
import { initialsOf } from './organization-heading';
import { ChangePasswordForm } from './change-password-form';

type Banner = { severity: 'success' | 'error'; title: string; message?: string };
const fields = ['name', 'phone', 'address'];

/**
 * The organization's details. The organization and its members with Manage Users edit its name, phone,
 * address and logo here (the server checks the same); the url name stays, so links to its page keep working.
 */
export function ProfilePanel({
  organization,
  own,
  canEdit = false,
  onChanged,
}: {
  organization: OrganizationProfile;
  own: boolean;
  canEdit?: boolean;
  /** The organization as the server answered after a change, so the heading and tabs show it at once. */
  onChanged?: (organization: OrganizationProfile) => void;
}) {
  const { t, language } = useLanguage();
  // The public address (the server's, as it drew the page), so the page reads the same drawn there and here.
  const origin = useSiteOrigin();
  const rows: [string, string | undefined][] = [
    [t('org-page.profile.name', 'Name'), organization.name],
    [t('org-page.profile.page', 'Page'), `${new URL(origin).host}/org/${organization.urlName}`],
    [t('org-page.profile.email', 'Email'), organization.email],
    [t('org-page.profile.phone', 'Phone'), organization.phone ? formatGhanaPhone(organization.phone) : undefined],
    [t('org-page.profile.address', 'Address'), organization.address],
    [t('org-page.profile.since', 'On Fie since'), formatDate(language, organization.createdAt)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} id="account">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('org-page.tab.profile', 'Profile')}
      </Typography>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', columnGap: 16, rowGap: 8 }}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </div>
          ))}
      </dl>
      {canEdit ? (
        <>
          <Divider sx={{ my: 3 }} />
          <LogoForm organization={organization} onChanged={onChanged} />
          <Divider sx={{ my: 3 }} />
          <DetailsForm organization={organization} onChanged={onChanged} />
        </>
      ) : own ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('org-page.profile.kept-by', '{name} and its members who manage users keep these details.', { name: organization.name })}
        </Typography>
      )}
      {own ? (
        <>
          <Divider sx={{ my: 3 }} />
          <ChangePasswordForm />
        </>
      ) : null}
    </Paper>
  );
}

function DetailsForm({ organization, onChanged }: { organization: OrganizationProfile; onChanged?: (organization: OrganizationProfile) => void }) {
  const t = useT();
  const say = useSay();
  const [values, setValues] = useState({ name: organization.name, phone: organization.phone ? formatGhanaPhone(organization.phone) : '', address: organization.address ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const checked = organizationProfileSchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { message, organization: saved } = await updateOrganizationProfile(values);
      setBanner({ severity: 'success', title: message });
      onChanged?.(saved);
    } catch (error) {
      const split = formErrorsFrom(error, fields);
      setErrors(split.fields);
      setBanner({ severity: 'error', title: t('ui.went-wrong', 'Something went wrong'), message: split.banner });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={t('organizations.profile.details', 'Organization details')} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('organizations.profile.edit', 'Edit details')}
      </Typography>
      {banner ? <FormBanner {...banner} /> : null}
      <TextField id="org-name" label={t('organizations.profile.org-name', 'Organization name')} value={values.name} onChange={(e) => set('name')(e.target.value)} error={Boolean(errors.name)} helperText={errors.name ? say(errors.name) : undefined} required fullWidth slotProps={{ htmlInput: { maxLength: 80 } }} />
      <PhoneField id="org-phone" value={values.phone} onChange={set('phone')} error={errors.phone} disabled={busy} placeholder="030 221 2345" />
      <TextField id="org-address" label={t('org-page.profile.address', 'Address')} value={values.address} onChange={(e) => set('address')(e.target.value)} error={Boolean(errors.address)} helperText={errors.address ? say(errors.address) : undefined} required fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('organizations.profile.save', 'Save details')}
          {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
        </Button>
      </Box>
    </Box>
  );
}

function LogoForm({ organization, onChanged }: { organization: OrganizationProfile; onChanged?: (organization: OrganizationProfile) => void }) {
  const t = useT();
  const say = useSay();
  const input = useRef<HTMLInputElement>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<{ message: string; organization: OrganizationProfile }>) {
    setBusy(true);
    setBanner(null);
    try {
      const { message, organization: saved } = await change();
      setBanner({ severity: 'success', title: message });
      onChanged?.(saved);
    } catch (error) {
      setBanner({ severity: 'error', title: t('ui.documents.failed', 'Could not complete process'), message: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  function choose(files: FileList | null) {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    // Checked before it costs anyone mobile data; the server decodes it to be sure.
    if (file.size > logoRules.maxBytes) return setBanner({ severity: 'error', title: say(logoRules.messages.tooLarge) });
    if (!file.type.startsWith('image/')) return setBanner({ severity: 'error', title: say(logoRules.messages.notAnImage) });
    void run(() => uploadLogo(file));
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('organizations.logo.title', 'Logo')}
      </Typography>
      {banner ? <FormBanner {...banner} /> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar src={organization.image} alt={organization.image ? t('organizations.logo.alt', '{name} logo', { name: organization.name }) : ''} variant="rounded" sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontWeight: 700 }}>
          {initialsOf(organization.name)}
        </Avatar>
        <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/avif" hidden onChange={(e) => choose(e.target.files)} aria-label={t('organizations.logo.picture', 'Logo picture')} />
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
          {organization.image ? t('organizations.logo.change', 'Change logo') : t('organizations.logo.upload', 'Upload logo')}
        </Button>
        {organization.image ? (
          <Button color="error" onClick={() => void run(removeLogo)} disabled={busy}>
            {t('organizations.logo.remove', 'Remove logo')}
          </Button>
        ) : null}
        {busy ? <CircularProgress size={20} aria-label={t('organizations.logo.saving', 'Saving the logo')} /> : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('organizations.logo.hint', 'A square picture works best. It shows on your page and on your listings; we shrink it and remove its metadata.')}
      </Typography>
    </Box>
  );
}
