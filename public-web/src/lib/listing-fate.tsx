import type { Translate } from '@fie/domain';
import Typography from '@mui/material/Typography';
import { useT } from './i18n/language';

/**
 * What became of a listing that is no longer advertised (the server's `fate`, read-models listing-fate.ts), in the
 * reader's language: the property page of a listing that is gone, the saved list and the dealings say the same
 * (issue 32: those who saved it, viewed it or dealt on it are told what happened).
 */
export const listingFates = ['deleted', 'removed', 'let', 'sold', 'archived', 'paused', 'hidden'] as const;
export type ListingFate = (typeof listingFates)[number];

export const toFate = (value: unknown): ListingFate | undefined => listingFates.find((fate) => fate === value);

/** A few words, for a label on a card: 'Let: no longer available'. */
export function fateLabel(t: Translate, fate: ListingFate): string {
  switch (fate) {
    case 'deleted':
      return t('property.fate.deleted', 'Deleted by its lister');
    case 'removed':
      return t('property.fate.removed', 'Taken down by Fie');
    case 'let':
      return t('property.fate.let', 'Let: no longer available');
    case 'sold':
      return t('property.fate.sold', 'Sold: no longer available');
    case 'archived':
      return t('property.fate.archived', 'No longer listed');
    case 'paused':
      return t('property.fate.paused', 'Paused by its lister');
    case 'hidden':
      return t('property.fate.hidden', 'Not shown at the moment');
  }
}

/** What happened, in a sentence, and what the reader can do about it. */
export function fateExplanation(t: Translate, fate: ListingFate): string {
  switch (fate) {
    case 'deleted':
      return t('property.fate.deleted-text', 'Its lister has taken this listing down for good.');
    case 'removed':
      return t('property.fate.removed-text', 'Fie has taken this listing down after checking it. Do not pay anything for it; if you already have, tell us through Contact.');
    case 'let':
      return t('property.fate.let-text', 'This property has been let, so it is no longer available.');
    case 'sold':
      return t('property.fate.sold-text', 'This property has been sold, so it is no longer available.');
    case 'archived':
      return t('property.fate.archived-text', 'Its lister has not said for two months that it is still available, so it is no longer advertised.');
    case 'paused':
      return t('property.fate.paused-text', 'Its lister has paused this listing: it is not advertised at the moment and may come back.');
    case 'hidden':
      return t('property.fate.hidden-text', 'This listing is not shown at the moment.');
  }
}

/**
 * One line under a dealing's property (an offer, a viewing) once its listing is not advertised: 'Let: no longer
 * available'. Nothing while it is. The property's own page says the rest.
 */
export function ListingFateNote({ fate }: { fate?: ListingFate | null }) {
  const t = useT();
  if (!fate) return null;
  return (
    <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }} data-testid="listing-fate-note">
      {fateLabel(t, fate)}
    </Typography>
  );
}
