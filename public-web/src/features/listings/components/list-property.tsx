import { useState } from 'react';
import type { Category } from '@fie/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SaveAnswer } from '../api/listings';
import { CategoryListingForm } from '../form/category-forms';
import { CategoryChoice } from './category-choice';

/** The body of the List Property page and dialog: the category choice, then that category's form. */
export function ListProperty({ initialCategory = null, onSaved }: { initialCategory?: Category | null; onSaved?: (answer: SaveAnswer) => void }) {
  const [category, setCategory] = useState<Category | null>(initialCategory);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <CategoryChoice value={category} onChange={setCategory} />
      {category ? (
        <CategoryListingForm key={category} category={category} onSaved={onSaved} />
      ) : (
        <Typography color="text.secondary">Choose what you are listing to see its form.</Typography>
      )}
    </Box>
  );
}
