import { useState } from 'react';
import type { Category } from '@fie/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Draft } from '../api/drafts';
import type { SaveAnswer } from '../api/listings';
import { CategoryListingForm } from '../form/category-forms';
import { CategoryChoice } from './category-choice';
import { valuesFromDraft } from '../form/draft-values';

/**
 * The body of the List Property page and dialog: the category choice, then that category's form. A draft
 * resumed here opens its category's form as it was left; choosing another category starts afresh.
 */
export function ListProperty({
  initialCategory = null,
  onSaved,
  draft,
  onDraftSaved,
}: {
  initialCategory?: Category | null;
  onSaved?: (answer: SaveAnswer) => void;
  draft?: Draft;
  onDraftSaved?: (draft: Draft) => void;
}) {
  const [category, setCategory] = useState<Category | null>(draft?.category ?? initialCategory);
  const resumed = draft && category === draft.category ? { id: draft.id, values: valuesFromDraft(draft.category, draft.values) } : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <CategoryChoice value={category} onChange={setCategory} />
      {category ? (
        <CategoryListingForm key={category} category={category} onSaved={onSaved} draft={resumed} onDraftSaved={onDraftSaved} />
      ) : (
        <Typography color="text.secondary">Choose what you are listing to see its form.</Typography>
      )}
    </Box>
  );
}
