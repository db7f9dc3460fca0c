import type { Category } from '@fie/domain';
import { ListingForm, type ListingFormProps } from './listing-form';

type FormProps = Omit<ListingFormProps, 'category'>;

/** A house, flat, townhouse, bungalow, single room, chamber and hall, self-contained or compound house: rooms, utilities (water and power required), house rules, at least 3 photos. */
export const ResidentialForm = (props: FormProps) => <ListingForm category="residential" {...props} />;
/** An office, shop, container or warehouse: floor area, parking, power and water. */
export const CommercialForm = (props: FormProps) => <ListingForm category="commercial" {...props} />;
/** A crop, fish or livestock farm: its size with the unit (required), its water, at least 3 photos. */
export const FarmlandForm = (props: FormProps) => <ListingForm category="farmland" {...props} />;
/** An event centre, church, theatre, cinema, hall or garden: seating (required), indoor or outdoor, parking. */
export const EventsForm = (props: FormProps) => <ListingForm category="events" {...props} />;

/** The form of a category (the List Property choice and the Update Property dialog). */
export function CategoryListingForm({ category, ...props }: FormProps & { category: Category }) {
  switch (category) {
    case 'residential':
      return <ResidentialForm {...props} />;
    case 'commercial':
      return <CommercialForm {...props} />;
    case 'farmland':
      return <FarmlandForm {...props} />;
    case 'events':
      return <EventsForm {...props} />;
    default: {
      const never: never = category;
      return never;
    }
  }
}
