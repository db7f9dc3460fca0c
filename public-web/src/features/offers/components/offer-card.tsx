import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLanguage, useT } from '../../../lib/i18n/language';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { Translate } from '@fie/domain';
import { ListingFateNote } from '../../../lib/listing-fate';
import { SeekerReputationLine } from '../../../lib/seeker-reputation';
import type { Offer, OfferAction } from '../api/offers';
import { cedisText, statusText, stepText, termsText, whenText } from '../format';

const statusColors = { open: 'primary', accepted: 'success', declined: 'default', withdrawn: 'default' } as const;
/** The buttons' words, in the reader's language. */
export function actionLabel(t: Translate, action: OfferAction): string {
  switch (action) {
    case 'accept':
      return t('offers.action.accept', 'Accept');
    case 'counter':
      return t('offers.action.counter', 'Counter');
    case 'decline':
      return t('offers.action.decline', 'Decline');
    case 'withdraw':
      return t('offers.action.withdraw', 'Withdraw');
    default: {
      const never: never = action;
      return never;
    }
  }
}

/**
 * One offer in a dashboard: the property, where the offer stands, the terms on the table (with their cedi
 * equivalent and how they compare with the asking price), its history, and the buttons this side has now.
 */
export function OfferCard({ offer, highlighted = false, onAction, payment, review }: { offer: Offer; highlighted?: boolean; onAction: (action: OfferAction) => void; payment?: ReactNode; review?: ReactNode }) {
  const t = useT();
  const { language } = useLanguage();
  const [showHistory, setShowHistory] = useState(highlighted);
  const other = offer.side === 'seeker' ? offer.lister.name : offer.seeker.name;
  const cedis = cedisText(offer.terms);
  const asking = offer.property.asking;
  const last = offer.history[offer.history.length - 1];
  const steps = showHistory ? offer.history : last ? [last] : [];
  const headingId = `offer-${offer.id}-title`;

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      id={`offer-${offer.id}`}
      sx={{ p: { xs: 1.5, sm: 2 }, ...(highlighted ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      {/* On a phone the status drops below the title rather than squeezing it (the row wraps). */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {offer.property.thumbnail ? (
          <Box component="img" src={offer.property.thumbnail} alt="" loading="lazy" sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
        ) : null}
        <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }} noWrap>
            <Link component={RouterLink} to={paths.property(offer.property._id)} color="inherit">
              {offer.property.title}
            </Link>
          </Typography>
          <ListingFateNote fate={offer.property.fate} />
          <Typography variant="body2" color="text.secondary">
            {offer.side === 'seeker' ? t('offers.card.to', 'Your offer to {name}', { name: other }) : t('offers.card.from', 'Offer from {name}', { name: other })}
          </Typography>
          {offer.side === 'lister' ? <SeekerReputationLine name={offer.seeker.name.split(' ')[0] ?? offer.seeker.name} reputation={offer.seekerReputation} /> : null}
        </Box>
        <Chip size="small" color={statusColors[offer.status]} label={statusText(t, offer)} />
      </Stack>

      <Box sx={{ mt: 1.5 }}>
        <Typography sx={{ fontWeight: 800, fontSize: 20 }} data-testid="offer-terms">
          {termsText(t, offer.terms, offer.acquisition)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            cedis,
            asking
              ? t('offers.card.of-asking', '{percent}% of the asking {asking}{rent, select, yes { a month} other {}}', {
                  percent: offer.percentOfAsking ?? '–',
                  asking: formatMoney(asking.amount, asking.currency),
                  rent: offer.acquisition === 'rent' ? 'yes' : 'no',
                })
              : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {offer.terms.advanceAboveLegal ? (
          <Typography variant="body2" sx={{ color: 'warning.dark', mt: 0.5 }}>
            {t('offers.card.above-legal', "More than the six months' advance the Rent Act, 1963 (Act 220) allows.")}
          </Typography>
        ) : null}
        {offer.status === 'open' && !offer.property.available ? (
          <Typography variant="body2" sx={{ color: 'warning.dark', mt: 0.5 }}>
            {t('offers.card.unavailable', '{status, select, sold {This property has been sold} let {This property has been let} other {This property has been removed}}: the offer can only be declined or withdrawn.', {
              status: offer.property.status,
            })}
          </Typography>
        ) : null}
      </Box>

      <Box component="ol" aria-label={t('offers.card.history', 'History')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {steps.map((step) => (
          <Box component="li" key={step.id} sx={{ borderLeft: 3, borderColor: step.mine ? 'primary.light' : 'divider', pl: 1.5 }}>
            <Typography variant="body2">
              <strong>{stepText(t, step, offer.acquisition)}</strong>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {whenText(language, step.at)}
              </Typography>
            </Typography>
            {step.amount !== null && step.currency === 'USD' && step.amountGhs !== null ? (
              <Typography variant="caption" color="text.secondary">
                ≈ {formatMoney(step.amountGhs, 'GHS')}
              </Typography>
            ) : null}
            {step.erased ? (
              <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                {t('offers.card.erased', "Its message was deleted with its author's account")}
              </Typography>
            ) : step.message ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {step.message}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      {offer.history.length > 1 ? (
        <Button size="small" onClick={() => setShowHistory((shown) => !shown)} aria-expanded={showHistory} sx={{ mt: 0.5 }}>
          {showHistory ? t('offers.card.last-step', 'Show the last step only') : t('offers.card.whole-history', 'Show the whole history ({count} steps)', { count: offer.history.length })}
        </Button>
      ) : null}

      {/* An accepted rental's holding deposit (issue 33): where it stands, or the seeker's Pay. */}
      {payment}
      {/* Once the deposit is released on the keys, the tenancy is reviewed from here (issue 33). */}
      {review}
      {offer.actions.length ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          {offer.actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'accept' ? 'contained' : action === 'withdraw' ? 'text' : 'outlined'}
              color={action === 'decline' || action === 'withdraw' ? 'error' : 'primary'}
              onClick={() => onAction(action)}
            >
              {actionLabel(t, action)}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
