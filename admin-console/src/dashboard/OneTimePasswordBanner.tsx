import { Alert, Link } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH } from '../change-password';

/**
 * The first start printed the administrator's password in a terminal, where others (and logs) may have
 * seen it; until it is replaced, the dashboard says so first.
 */
export const OneTimePasswordBanner = () => {
  const { identity } = useGetIdentity();
  if (identity?.mustChangePassword !== true) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      You are using the one-time password from the first start.{' '}
      <Link component={RouterLink} to={CHANGE_PASSWORD_PATH} color="inherit" sx={{ fontWeight: 'bold' }}>
        Change it now.
      </Link>
    </Alert>
  );
};
