import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n/language';
import type { NoShowFact } from '../../lib/no-show-facts';


/**
 * The no-shows recorded against a person or an organization (issue 33): facts about viewings, not reviews, so they
 * are counted apart from the ratings ("2 no-shows recorded"), each with the one answer of the person named.
 */
export function NoShowFacts({ count, recent = [], testId = 'no-show-facts' }: { count: number; recent?: NoShowFact[]; testId?: string }) {
  const t = useT();
  if (count <= 0) return null;
  const answered = recent.filter((fact) => fact.answer);
  return (
    <Box sx={{ mt: 0.5 }} data-testid={testId}>
      <Typography variant="body2">{t('ui.no-shows.count', '{count, plural, one {# no-show recorded} other {# no-shows recorded}}', { count })}</Typography>
      {answered.length ? (
        <Box component="ul" aria-label={t('ui.no-shows.answers', 'Answers to no-shows recorded')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {answered.map((fact) => (
            <Typography component="li" key={fact.id} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', pl: 1.5 }}>
              {t('ui.no-shows.answer', 'Answer to a no-show: {text}', { text: fact.answer ?? '' })}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
