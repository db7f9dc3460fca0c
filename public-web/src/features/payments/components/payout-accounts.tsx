import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatGhanaPhone } from '@fie/domain';
import { useFlash } from '../../../components/ui/flash-message';
import { useAuth } from '../../accounts/auth-context';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useReload } from '../../../lib/use-reload';
import { checkPayoutAccount, fetchPayoutAccounts, type PayoutAccount } from '../api/payout-account';
import { networkLabels } from '../format';

/**
 * "Where you are paid", at the top of a lister's Payments tab (issue 33): the mobile-money number money for their
 * listings goes to and the name the network has registered to it, so a lister sees before the first payout whose
 * wallet that is. Fie asks the provider at the first payout; Check asks now. A number with no wallet says that
 * payouts wait (the money stays with the provider) until the profile has one.
 */
export function PayoutAccounts({ lister }: { lister: boolean }) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const { flash } = useFlash();
  const auth = useAuth();
  const [accounts, setAccounts] = useState<PayoutAccount[] | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const read = useCallback((signal: AbortSignal) => fetchPayoutAccounts({ signal }), []);
  const { reload } = useReload(read, setAccounts);
  // A seeker who never listed has no payouts to speak of; an owner, an organization or anyone paid for a listing has.
  const shown = (accounts ?? []).filter((a) => lister || a.lister.kind === 'organization' || auth.organization || (auth.user?.userType && auth.user.userType !== 'seeker') || a.state === 'ready' || a.state === 'no_wallet');
  if (!shown.length) return null;

  async function check(account: PayoutAccount) {
    setChecking(account.lister.id);
    try {
      const message = await checkPayoutAccount(account.lister.kind === 'organization' && !auth.organization ? account.lister.id : undefined);
      flash('success', say(message));
      reload();
    } catch (error) {
      flash('error', error instanceof Error ? say(error.message) : t('payments.failed', 'Something went wrong'));
    } finally {
      setChecking(null);
    }
  }

  return (
    <Box component="section" aria-labelledby="payout-accounts-title" sx={{ mb: 3 }}>
      <Typography id="payout-accounts-title" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('payments.payout.title', 'Where you are paid')}
      </Typography>
      {shown.map((account) => {
        const number = account.number ? `${networkLabels[account.number.network]} ${formatGhanaPhone(account.number.phone)}` : null;
        const forOrganization = account.lister.kind === 'organization' && !auth.organization;
        return (
          <Paper key={`${account.lister.kind}:${account.lister.id}`} variant="outlined" sx={{ p: 2, mb: 1, minWidth: 0 }} data-testid="payout-account">
            {forOrganization ? (
              <Typography variant="body2" color="text.secondary">
                {t('payments.payout.for', 'For {name}', { name: account.lister.name })}
              </Typography>
            ) : null}
            {number ? <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{number}</Typography> : null}
            {account.state === 'ready' ? (
              <Typography>
                {t('payments.payout.ready', 'Registered to {name}, checked {date}. Money released to you goes to this wallet.', {
                  name: account.accountName ?? '',
                  date: formatDate(language, account.checkedAt ?? '', { day: 'numeric', month: 'short', year: 'numeric' }),
                })}
              </Typography>
            ) : null}
            {account.state === 'unchecked' ? (
              <Typography>{t('payments.payout.unchecked', 'Before the first payment to you, Fie asks your network whose wallet this number is, and shows the name here. You can check it now.')}</Typography>
            ) : null}
            {account.state === 'no_wallet' ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {t('payments.payout.no-wallet', 'Your network says this number has no mobile-money wallet. Money released to you waits with the payment provider until your number has one: open a wallet on it, or change the number in your profile.')}
              </Alert>
            ) : null}
            {account.state === 'no_number' ? (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('payments.payout.no-number', 'Add your Ghana mobile-money number to your profile to be paid: money released to you waits with the payment provider until then.')}
              </Alert>
            ) : null}
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              {account.number ? (
                <Button size="small" variant="outlined" onClick={() => void check(account)} disabled={checking !== null}>
                  {checking === account.lister.id ? t('payments.payout.checking', 'Checking…') : t('payments.payout.check', 'Check the name on this number')}
                </Button>
              ) : null}
              {account.lister.kind === 'user' ? (
                <Link component={RouterLink} to={paths.profile} variant="body2">
                  {t('payments.payout.change', 'Change your number')}
                </Link>
              ) : null}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
