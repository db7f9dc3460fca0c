import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { BecomeOwner } from '../components/become-owner';

/**
 * /seeker-owner-registration (restricted): a signed-in seeker becomes an owner with one button, keeping their
 * account, messages and saved properties. Documents can be added now or later from the profile.
 */
export function SeekerOwnerRegistrationPage() {
  const t = useT();
  useDocumentTitle(`Fie · ${t('account.owner.title', 'Register as an Owner')}`);
  return (
    <PageFrame title={t('account.owner.title', 'Register as an Owner')} intro={t('account.owner.upgrade-intro', 'Turn your account into an owner account to list property for free. You keep your messages, notes and saved properties.')}>
      <BecomeOwner />
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.infoListProperty}>
          {t('account.owner.how-it-works', 'How listing on Fie works')}
        </Link>
      </Typography>
    </PageFrame>
  );
}
