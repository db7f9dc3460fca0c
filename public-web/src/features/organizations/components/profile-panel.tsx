import { formatGhanaPhone } from '@fie/domain';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrganizationProfile } from '../api/organization';
import { formatDate } from '../format';

/** The organization's real details; editing them (and a logo) arrives with organization profiles. */
export function ProfilePanel({ organization, own }: { organization: OrganizationProfile; own: boolean }) {
  const rows: [string, string | undefined][] = [
    ['Name', organization.name],
    ['Page', `${window.location.host}/org/${organization.urlName}`],
    ['Email', organization.email],
    ['Phone', organization.phone ? formatGhanaPhone(organization.phone) : undefined],
    ['Address', organization.address],
    ['On Fie since', formatDate(organization.createdAt)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} id="account">
      <Typography variant="h6" component="h2" gutterBottom>
        Profile
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
      {own ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Changing these details and adding your logo arrive with organization profiles; until then write to us from your organization&apos;s email.
        </Typography>
      ) : null}
    </Paper>
  );
}
