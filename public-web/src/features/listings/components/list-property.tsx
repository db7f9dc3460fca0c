import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category, ListAs } from '@fie/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Draft } from '../api/drafts';
import { useT } from '../../../lib/i18n/language';
import { justListedState } from '../../../lib/just-created';
import { paths } from '../../../lib/paths';
import type { ListedProperty, SaveAnswer } from '../api/listings';
import { CategoryListingForm } from '../form/category-forms';
import { CategoryChoice } from './category-choice';
import { valuesFromDraft } from '../form/draft-values';

/**
 * The body of the List Property page and dialog: the category choice, then that category's form. A draft
 * resumed here opens its category's form as it was left; choosing another category starts afresh. Once listed,
 * the lister is taken to the new listing's own page, which confirms it ('Your listing is live') and offers what
 * to do next: the form they filled is done, not cleared under them beside stale messages.
 */
export function ListProperty({
  initialCategory = null,
  onSaved,
  draft,
  onDraftSaved,
  listAs,
}: {
  initialCategory?: Category | null;
  /** For a member who may list under their own name and the organization's: the one the form starts with. */
  listAs?: ListAs;
  onSaved?: (answer: SaveAnswer) => void;
  draft?: Draft;
  onDraftSaved?: (draft: Draft) => void;
}) {
  const t = useT();
  const [category, setCategory] = useState<Category | null>(draft?.category ?? initialCategory);
  const navigate = useNavigate();
  const open = (listing: ListedProperty, message: string) => {
    const slug = typeof listing.raw.slug === 'string' ? listing.raw.slug : undefined;
    navigate(paths.property(listing.id, slug), { state: justListedState(listing.id, listing.status, message) });
  };
  const resumed = draft && category === draft.category ? { id: draft.id, values: valuesFromDraft(draft.category, draft.values) } : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <CategoryChoice value={category} onChange={setCategory} />
      {category ? (
        <CategoryListingForm key={category} category={category} onSaved={onSaved} onCreated={open} draft={resumed} onDraftSaved={onDraftSaved} defaultListAs={listAs} />
      ) : (
        <Typography color="text.secondary">{t('listings.choice.pick-first', 'Choose what you are listing to see its form.')}</Typography>
      )}
    </Box>
  );
}
