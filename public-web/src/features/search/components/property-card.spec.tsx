import { screen } from '@testing-library/react';
import { toProperty } from '../../../lib/property';
import { apiProperty } from '../../../testing/properties';
import { renderAt } from '../../../testing/render';
import { PropertyCard } from './property-card';

function show(over: Record<string, unknown>) {
  renderAt(<PropertyCard property={toProperty(apiProperty(over))!} index={0} />);
  return screen.getByRole('link');
}

describe('a result card', () => {
  test('shows a cedi price with thousands separators and its payment plan, and links to the property page', () => {
    const card = show({ id: 'p-9', price: 4500, currency: 'GHS', paymentPlanLabel: 'per/mth' });
    expect(card.textContent).toContain('GH₵ 4,500per/mth');
    expect(card.getAttribute('href')).toBe('/property/p-9');
    expect(card.textContent).not.toContain('≈');
  });

  test('shows a dollar price with its cedi equivalent', () => {
    const card = show({ price: 4500, currency: 'USD', priceGhs: 67500, exchangeRate: { usdToGhs: 15, indicative: true }, paymentPlanLabel: 'per/yr' });
    expect(card.textContent).toContain('US$ 4,500per/yr');
    expect(screen.getByText('≈ GH₵ 67,500')).toBeTruthy();
  });

  test('a yearly rent shows its month beside it, which is what search compared', () => {
    const card = show({ price: 24000, priceGhs: 24000, payment_plan: 'YEARLY', paymentPlanLabel: 'per/yr', monthlyRentGhs: 2000 });
    expect(card.textContent).toContain('GH₵ 24,000per/yr · about GH₵ 2,000 a month');
  });

  test('a monthly rent needs nothing added', () => {
    expect(show({}).textContent).not.toContain('a month');
  });

  test('a sale has no payment plan', () => {
    const card = show({ acquisition: 'buy', price: 1250000, payment_plan: undefined, paymentPlanLabel: undefined });
    expect(card.textContent).toContain('For Sale');
    expect(card.textContent).toContain('GH₵ 1,250,000');
    expect(card.textContent).not.toContain('per/');
  });

  test('shows the tag, type, town and city, beds, baths and the real area, with a thumbnail of known size', () => {
    const card = show({});
    expect(card.textContent).toContain('For Rent');
    expect(screen.getByRole('heading', { name: 'House in East Legon, Accra' })).toBeTruthy();
    expect(card.textContent).toContain('3 beds');
    expect(card.textContent).toContain('2 baths');
    expect(card.textContent).toContain('220 m²');
    const image = card.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/api/properties/images/img-1/thumb.webp');
    expect(image.getAttribute('width')).toBe('480');
    expect(image.getAttribute('height')).toBe('360');
  });

  test('carries the heart it is given over the photo, beside the link rather than inside it', () => {
    renderAt(<PropertyCard property={toProperty(apiProperty({ id: 'p-9' }))!} index={0} save={<button type="button">Save House in East Legon, Accra</button>} />);
    const link = screen.getByRole('link');
    const heart = screen.getByRole('button', { name: 'Save House in East Legon, Accra' });
    expect(link.contains(heart)).toBe(false);
    expect(link.parentElement?.contains(heart)).toBe(true);
  });
});

describe("a result card's photo", () => {
  test('on the first cards (a phone screen) is fetched with the page, the first at high priority; further down, when scrolled near', () => {
    const photo = (index: number) => {
      const { container, unmount } = renderAt(<PropertyCard property={toProperty(apiProperty({ id: `p-${index}` }))!} index={index} />);
      const image = container.querySelector('img')!;
      const seen = { loading: image.getAttribute('loading'), priority: image.getAttribute('fetchpriority') };
      unmount();
      return seen;
    };
    expect(photo(0)).toEqual({ loading: 'eager', priority: 'high' });
    expect(photo(1)).toEqual({ loading: 'eager', priority: null });
    expect(photo(2)).toEqual({ loading: 'lazy', priority: null });
  });
});
