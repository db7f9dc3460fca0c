import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@fie/domain';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { formatAmount, formatMoney } from '../../../lib/money';
import type { PaymentQuote } from '../api/payments';
import { cedis, when } from '../format';

/**
 * What the person pays, before they pay (issue 33): the amount in cedis, and for a dollar price the dollars it
 * comes from and the rate used (the one staff set, and when); for a deposit, why the Rent Act cut the advance.
 */
export function QuoteText({ quote }: { quote: PaymentQuote }) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const dollars = quote.source.currency === 'USD' && quote.rate !== null;
  return (
    <Box role="group" aria-label={t('payments.quote.label', 'What you pay')} sx={{ mb: 2 }}>
      <Typography variant="h6" component="p">
        {t('payments.quote.amount', 'You pay {amount}', { amount: cedis(quote.amount) })}
      </Typography>
      {dollars ? (
        <Typography color="text.secondary">
          {quote.rate_set_at
            ? t('payments.quote.converted', 'The price is {dollars}: paid in cedis at GH₵ {rate} to the US dollar, the rate Fie set on {date}.', {
                dollars: formatMoney(quote.source.amount / 100, 'USD'),
                rate: formatAmount(quote.rate!),
                date: formatDate(language, quote.rate_set_at, { day: 'numeric', month: 'short', year: 'numeric' }),
              })
            : t('payments.quote.converted-default', 'The price is {dollars}: paid in cedis at GH₵ {rate} to the US dollar, Fie’s standard rate.', {
                dollars: formatMoney(quote.source.amount / 100, 'USD'),
                rate: formatAmount(quote.rate!),
              })}
        </Typography>
      ) : null}
      {quote.kind === 'deposit' && quote.release_after ? (
        <Typography color="text.secondary">
          {t('payments.quote.deposit-release', 'It goes to the lister when you confirm the keys, or by itself on {when}, three days after the move-in date agreed, unless you report a problem before then.', {
            when: when(language, quote.release_after),
          })}
        </Typography>
      ) : null}
      {quote.capped ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {say(quote.capped.why)}
        </Alert>
      ) : null}
    </Box>
  );
}
