import { categories, type Category } from '@fie/domain';
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
import { categoryForms } from '../form/categories';

const icons = { residential: ApartmentOutlined, commercial: StorefrontOutlined, farmland: AgricultureOutlined, events: CelebrationOutlined } as const;
const hints: Record<Category, string> = {
  residential: 'Room, chamber and hall, self-contained, house, apartment',
  commercial: 'Office, shop, container, warehouse',
  farmland: 'Crop, fish or livestock farm',
  events: 'Event centre, church, hall, garden',
};

/** The List Property choice (spec: Residential, Commercial, Farmland, Party & Events); each opens its own form. */
export function CategoryChoice({ value, onChange }: { value: Category | null; onChange: (category: Category) => void }) {
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        What are you listing?
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
                  <Typography sx={{ fontWeight: 600 }}>{categoryForms[category].choiceLabel}</Typography>
                </Box>
                <Typography variant="caption" color="text.secondary" aria-hidden>
                  {hints[category]}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
