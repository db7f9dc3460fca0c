import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useAuth } from '../auth-context';
import { useAccountDialogs } from '../dialogs-context';

/**
 * /info-list-property: explains the two ways to list on Fie before anyone fills in a form.
 * A signed-in seeker becomes an owner with one button (/seeker-owner-registration); a visitor registers as one.
 */
export function InfoListPropertyPage() {
  const t = useT();
  useDocumentTitle(`Fie · ${t('account.info.tab-title', 'List your property')}`);
  const { signedIn, organization } = useAuth();
  const dialogs = useAccountDialogs();
  const ownerTarget = signedIn && !organization ? paths.seekerOwnerRegistration : paths.ownerRegistration;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {t('account.info.title', 'List your property on Fie')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
        {t('account.info.intro', 'Listing is free. Reach people searching for homes, shops, offices, farmland and event venues across all 16 regions, answer their messages in one place and agree viewings without phone tag.')}
      </Typography>
      <Grid container spacing={2}>
        <Way icon={<PersonOutlined color="primary" aria-hidden />} title={t('account.info.owner', 'As an owner')} to={ownerTarget} variant="contained" action={t('account.links.register-owner-button', 'Register as Owner')}>
          <li>{t('account.info.owner-who', 'For landlords, sellers and families letting or selling their own property.')}</li>
          <li>{t('account.info.owner-proof', 'Upload proof of ownership or authority (site plan, indenture or letter from the owner) so seekers can trust the listing.')}</li>
          <li>{t('account.info.owner-advance', 'Ask for the advance you want; we show seekers when it is above the six months the Rent Act, 1963 (Act 220) allows.')}</li>
        </Way>
        <Way icon={<ApartmentOutlined color="primary" aria-hidden />} title={t('account.info.organization', 'As an organization')} to={paths.organizationRegistration} variant="outlined" action={t('account.info.organization-button', 'Register as an Organization')}>
          <li>{t('account.info.organization-who', 'For estate agencies, developers and property managers with a team.')}</li>
          <li>{t('account.info.organization-agents', 'Invite your agents; they list on the organization’s behalf and you see every listing and enquiry.')}</li>
          <li>{t('account.info.organization-licence', 'Add your Real Estate Agency Council licence number (Real Estate Agency Act, 2020, Act 1047) so staff can verify it.')}</li>
        </Way>
      </Grid>
      {!signedIn ? (
        <Typography sx={{ mt: 3 }}>
          {t('account.info.already', 'Already registered?')}{' '}
          <Link component="button" type="button" onClick={() => dialogs.open('login')} sx={{ verticalAlign: 'baseline' }}>
            {t('account.links.login-here', 'Login Here')}
          </Link>
        </Typography>
      ) : null}
    </Container>
  );
}

/** One way to list: who it is for and what it asks, in a list, and the button that starts it. */
function Way({ icon, title, to, variant, action, children }: { icon: ReactNode; title: string; to: string; variant: 'contained' | 'outlined'; action: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
        {icon}
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
            {children}
          </Box>
        </Typography>
        <Button component={RouterLink} to={to} variant={variant} sx={{ mt: 1 }}>
          {action}
        </Button>
      </Paper>
    </Grid>
  );
}
