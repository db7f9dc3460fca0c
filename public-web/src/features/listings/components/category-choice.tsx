import { categories, type Category, type Translate } from '@fie/domain';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AgricultureOutlined from '@mui/icons-material/AgricultureOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useT } from '../../../lib/i18n/language';
import { categoryName } from '../form/categories';

const icons = { residential: ApartmentOutlined, commercial: StorefrontOutlined, farmland: AgricultureOutlined, events: CelebrationOutlined } as const;
function hintOf(t: Translate, category: Category): string {
  switch (category) {
    case 'residential':
      return t('listings.choice.hint.residential', 'Room, chamber and hall, self-contained, house, apartment');
    case 'commercial':
      return t('listings.choice.hint.commercial', 'Office, shop, container, warehouse');
    case 'farmland':
      return t('listings.choice.hint.farmland', 'Crop, fish or livestock farm');
    case 'events':
      return t('listings.choice.hint.events', 'Event centre, church, hall, garden');
    default: {
      const never: never = category;
      return never;
    }
  }
}

/** The List Property choice (spec: Residential, Commercial, Farmland, Party & Events); each opens its own form. */
export function CategoryChoice({ value, onChange }: { value: Category | null; onChange: (category: Category) => void }) {
  const t = useT();
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('listings.choice.question', 'What are you listing?')}
      </FormLabel>
      <RadioGroup value={value ?? ''} onChange={(event) => onChange(event.target.value as Category)} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
        {categories.map((category) => {
          const Icon = icons[category];
          const checked = value === category;
          return (
            <Box
              key={category}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 0.5,
                p: 1,
                border: 2,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'background.paper',
                cursor: 'pointer',
              }}
            >
              <Radio value={category} size="small" sx={{ p: 0.5 }} />
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Icon fontSize="small" color={checked ? 'primary' : 'action'} aria-hidden />
                  <Typography sx={{ fontWeight: 600 }}>{categoryName(t, category)}</Typography>
                </Box>
                <Typography variant="caption" color="text.secondary" aria-hidden>
                  {hintOf(t, category)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
