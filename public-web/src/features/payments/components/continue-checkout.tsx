import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n/language';
import { rememberReturn, type Payment } from '../api/payments';

/**
 * A card payment its payer has not completed yet: back to its checkout page (the provider's, or the simulator's),
 * and back here afterwards. Nothing for anything else.
 */
export function ContinueCheckout({ payment }: { payment: Pick<Payment, 'id' | 'checkoutUrl' | 'status'> }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const url = payment.checkoutUrl;
  if (!url || (payment.status !== 'pending' && payment.status !== 'requested')) return null;
  const go = () => {
    rememberReturn(payment.id, `${location.pathname}${location.search}`);
    if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
    else window.location.assign(url);
  };
  return (
    <Button variant="contained" size="small" onClick={go}>
      {t('payments.continue-card', 'Continue to the card payment')}
    </Button>
  );
}
