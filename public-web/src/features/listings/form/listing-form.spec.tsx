import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Category } from '@fie/domain';
import { mockFetch, type Call } from '../../../testing/fetch';
import { renderAt, storeSession } from '../../../testing/render';
import type { ListedProperty } from '../api/listings';
import { CategoryListingForm } from './category-forms';

// OpenLayers needs a canvas jsdom does not have; the pin map is its own chunk, so it is stood in for here.
jest.mock('../components/location/pin-map', () => ({ __esModule: true, default: () => <div data-testid="pin-map" /> }));

// Whole forms of MUI fields driven in jsdom: seconds each on a quiet machine, several times that when other runs
// share its two cores.
jest.setTimeout(45_000);

const photos = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    name: `img-${from + i}`,
    location: `/api/properties/images/img-${from + i}/large.webp`,
    thumbnail: `/api/properties/images/img-${from + i}/thumb.webp`,
  }));
const eastLegon = { id: 'greater_accra:east-legon', name: 'East Legon', kind: 'neighbourhood', label: 'East Legon, Accra, Greater Accra', regionCode: 'greater_accra', regionName: 'Greater Accra', lat: 5.636, lon: -0.161, districtName: 'Ayawaso West Municipal' };

function renderForm(category: Category = 'residential') {
  renderAt(<CategoryListingForm category={category} />);
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'List Property' }));
const select = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

async function upload(count: number) {
  fireEvent.change(fileInput(), { target: { files: Array.from({ length: count }, (_, i) => jpeg(`photo-${i}.jpg`)) } });
  await screen.findByRole('img', { name: new RegExp(`^Photo ${count}( \\(cover\\))?$`) });
}

async function choosePlace() {
  const location = screen.getByRole('combobox', { name: 'Location' });
  act(() => location.focus());
  fireEvent.change(location, { target: { value: 'East Legon' } });
  fireEvent.click(await screen.findByRole('option', { name: 'East Legon, Accra, Greater Accra' }, { timeout: 5000 }));
}

const uploads = (call: Call) => ({ status: 201, body: { message: 'Upload Successful!', images: photos(call.form?.files?.length ?? 0) } });

describe('the residential form', () => {
  beforeEach(() => localStorage.clear());

  test('an empty submit shows every message of the spec at once, sends nothing, and focuses the first field', async () => {
    const { calls } = mockFetch({});
    renderForm('residential');
    submit();

    for (const message of [
      'Property type is required',
      'Acquisition type is required',
      'Property price is required',
      'Please provide a detailed description of this property',
      'Water source is required',
      'Electricity source is required',
      'Choose a location',
      'A minimum of 3 images required for this property',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByText('8 fields need your attention.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Property type' }));
    expect(calls).toHaveLength(0);
  });

  test('rejects a residential listing with two images: "Please include at least 3 images"', async () => {
    mockFetch({ 'POST /properties/image-upload': uploads });
    renderForm('residential');
    await upload(2);
    expect(screen.getByText('2 of at least 3 photos · up to 20')).toBeTruthy();

    submit();
    expect(await screen.findByText('Please include at least 3 images')).toBeTruthy();
  });

  test('the price accepts digits only and shows them with thousands separators', () => {
    renderForm('residential');
    const price = screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;

    fireEvent.change(price, { target: { value: 'GH₵ 4500000abc' } });
    expect(price.value).toBe('4,500,000');
    fireEvent.change(price, { target: { value: '4,500,0001' } });
    expect(price.value).toBe('45,000,001');
    fireEvent.change(price, { target: { value: 'abc' } });
    expect(price.value).toBe('');
  });

  test('a US-dollar price shows its cedi equivalent', () => {
    renderForm('residential');
    fireEvent.click(screen.getByRole('button', { name: /US\$/ }));
    type('Price', '300');
    expect(screen.getByText('≈ GH₵ 4,500')).toBeTruthy();
  });

  test('the payment plan shows only for rent and short stay, and choosing buy clears it', async () => {
    const { calls } = mockFetch({});
    renderForm('residential');
    expect(screen.queryByRole('combobox', { name: 'Payment plan' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'For Rent' }));
    select('Payment plan', 'WEEKLY');
    expect((screen.getByRole('combobox', { name: 'Payment plan' }) as HTMLSelectElement).value).toBe('WEEKLY');

    fireEvent.click(screen.getByRole('radio', { name: 'For Sale' }));
    expect(screen.queryByRole('combobox', { name: 'Payment plan' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Short Stay' }));
    expect((screen.getByRole('combobox', { name: 'Payment plan' }) as HTMLSelectElement).value).toBe('');
    expect(screen.getByLabelText(/^Start date/)).toBeTruthy();
    submit();
    expect(await screen.findByText('Choose how often the rent is paid')).toBeTruthy();
    expect(screen.getByText('Start date is required')).toBeTruthy();
    expect(screen.getByText('End date is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('the bedroom and bathroom counters start at 1, move by one and stay between 1 and 9', () => {
    renderForm('residential');
    const bedrooms = screen.getByRole('group', { name: 'Bedrooms' });
    const fewer = within(bedrooms).getByRole('button', { name: 'Fewer bedrooms' }) as HTMLButtonElement;
    const more = within(bedrooms).getByRole('button', { name: 'More bedrooms' }) as HTMLButtonElement;

    expect(within(bedrooms).getByText('1')).toBeTruthy();
    expect(fewer.disabled).toBe(true);
    fireEvent.click(more);
    expect(within(bedrooms).getByText('2')).toBeTruthy();
    for (let i = 0; i < 12; i += 1) fireEvent.click(more);
    expect(within(bedrooms).getByText('9')).toBeTruthy();
    expect(more.disabled).toBe(true);
    fireEvent.click(fewer);
    expect(within(bedrooms).getByText('8')).toBeTruthy();

    const bathrooms = screen.getByRole('group', { name: 'Bathrooms' });
    expect(within(bathrooms).getByText('1')).toBeTruthy();
    expect((within(bathrooms).getByRole('button', { name: 'Fewer bathrooms' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('an advance above the Rent Act\'s six months is flagged, not refused', () => {
    renderForm('residential');
    fireEvent.click(screen.getByRole('radio', { name: 'For Rent' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Advance (months)' }), { target: { value: '6' } });
    expect(screen.queryByText(/Rent Act, 1963/)).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Advance (months)' }), { target: { value: '24' } });
    expect(screen.getByText(/allows at most 6 months of rent in advance\. You ask 24 months/)).toBeTruthy();
  });

  test('lists a house: the place fills town, city, region and the point; it says "Property uploaded successfully" and clears the form after 1.2 s', async () => {
    const { calls } = mockFetch({
      'GET /places': { body: { places: [eastLegon] } },
      'POST /properties/image-upload': uploads,
      'POST /properties/create-residential': (call) => ({ status: 201, body: { message: 'Property uploaded successfully', property: { id: 'p-1', ...(call.body as object) } } }),
    });
    renderForm('residential');

    select('Property type', 'house');
    fireEvent.click(screen.getByRole('radio', { name: 'For Rent' }));
    type('Price', '4500');
    select('Payment plan', 'MONTHLY');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Advance (months)' }), { target: { value: '12' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Bedrooms' })).getByRole('button', { name: 'More bedrooms' }));
    type('Description', 'Three-bedroom house with a boys quarters');
    select('Water source', 'gwcl');
    select('Electricity source', 'ecg');
    fireEvent.click(screen.getByRole('checkbox', { name: '24-hour security' }));
    await choosePlace();
    expect((screen.getByRole('textbox', { name: 'Town or area' }) as HTMLInputElement).value).toBe('East Legon');
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Accra');
    type('GhanaPostGPS address', 'ga-183-8164');
    await upload(3);

    submit();
    expect((await screen.findAllByText('Property uploaded successfully')).length).toBeGreaterThan(0);
    const sent = calls.find((call) => call.path === '/properties/create-residential');
    expect(sent?.body).toMatchObject({
      type: 'house',
      acquisition: 'rent',
      price: 4500,
      currency: 'GHS',
      payment_plan: 'MONTHLY',
      rent_advance_months: 12,
      bedrooms: 2,
      bathrooms: 1,
      amenities: ['security'],
      images: ['img-0', 'img-1', 'img-2'],
      utilities: { water: 'gwcl', electricity: 'ecg' },
      location: { type: 'Point', coordinates: [-0.161, 5.636] },
      location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra', digital_address: 'GA-183-8164' },
      // The phone switch is on unless the owner turns it off.
      show_phone: true,
    });

    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe(''), { timeout: 3000 });
    expect(screen.queryByRole('img', { name: 'Photo 1 (cover)' })).toBeNull();
  }, 45_000);

  test('a refusal shows "Something went wrong" with the server\'s words, and its field messages under the fields', async () => {
    mockFetch({
      'GET /places': { body: { places: [eastLegon] } },
      'POST /properties/image-upload': uploads,
      'POST /properties/create-residential': { status: 403, body: { message: 'Register as an owner to list a property', code: 'OwnersOnly' } },
    });
    renderForm('residential');
    select('Property type', 'apartment');
    fireEvent.click(screen.getByRole('radio', { name: 'For Sale' }));
    type('Price', '950000');
    type('Description', 'Two-bedroom apartment');
    select('Water source', 'borehole');
    select('Electricity source', 'ecg');
    await choosePlace();
    await upload(3);
    submit();

    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Register as an owner to list a property')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register as an Owner' }).getAttribute('href')).toBe('/seeker-owner-registration');
  }, 45_000);

  test('the server\'s field messages go under their fields, and one the form has no field for goes to the banner', async () => {
    mockFetch({
      'GET /places': { body: { places: [eastLegon] } },
      'POST /properties/image-upload': uploads,
      'POST /properties/create-residential': { status: 400, body: { message: 'Please correct the marked fields', errors: { location: 'The location must be in Ghana', category: 'A listing keeps its category' } } },
    });
    renderForm('residential');
    select('Property type', 'house');
    fireEvent.click(screen.getByRole('radio', { name: 'For Sale' }));
    type('Price', '950000');
    type('Description', 'House');
    select('Water source', 'gwcl');
    select('Electricity source', 'ecg');
    await choosePlace();
    await upload(3);
    submit();

    expect(await screen.findByText('The location must be in Ghana')).toBeTruthy();
    expect(screen.getByText('Please correct the marked fields · A listing keeps its category')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Location' })));
  }, 45_000);

  test('deleting a photo just uploaded deletes the file; the cover can be changed', async () => {
    const { calls } = mockFetch({ 'POST /properties/image-upload': uploads, 'DELETE /properties/images/img-0': { body: { message: 'Photo deleted' } } });
    renderForm('residential');
    await upload(3);

    fireEvent.click(screen.getByRole('button', { name: 'Use photo 3 as the cover' }));
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' }).getAttribute('src')).toBe('/api/properties/images/img-2/thumb.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 3' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/properties/images/img-0')).toBe(true);
    expect(screen.getByText('2 of at least 3 photos · up to 20')).toBeTruthy();
  });

  test('the upload control goes away at 20 photos', async () => {
    mockFetch({ 'POST /properties/image-upload': uploads });
    renderForm('residential');
    await upload(20);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.getByText('20 photos is the most a listing can have. Delete one to add another.')).toBeTruthy();
  });
});

describe('the other categories', () => {
  beforeEach(() => localStorage.clear());

  test('commercial asks for a location and one photo, and has no rooms or house rules', async () => {
    mockFetch({});
    renderForm('commercial');
    expect(screen.queryByRole('group', { name: 'Bedrooms' })).toBeNull();
    expect(screen.queryByText('House rules')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Parking capacity' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Short Stay' })).toBeNull();
    submit();
    expect(await screen.findByText('Choose a location')).toBeTruthy();
    expect(screen.getByText('Add at least one photo of the property')).toBeTruthy();
    expect(screen.getByText('Property type is required')).toBeTruthy();
    expect(screen.queryByText('Water source is required')).toBeNull();
  });

  test('farmland needs its size and at least 3 photos', async () => {
    mockFetch({ 'POST /properties/image-upload': uploads });
    renderForm('farmland');
    expect((screen.getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value).toBe('acre');
    await upload(1);
    submit();
    expect(await screen.findByText('Property size is required')).toBeTruthy();
    expect(screen.getByText('Please include at least 3 images')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Farm size' }), { target: { value: '20' } });
    expect(screen.queryByText('Property size is required')).toBeNull();
  });

  test('an event venue needs its seating capacity, and keeps indoor or outdoor', async () => {
    const { calls } = mockFetch({
      'GET /places': { body: { places: [eastLegon] } },
      'POST /properties/image-upload': uploads,
      'POST /properties/create-events': { status: 201, body: { message: 'Property uploaded successfully', property: { id: 'p-9' } } },
    });
    renderForm('events');
    select('Property type', 'event_centre');
    fireEvent.click(screen.getByRole('radio', { name: 'For Rent' }));
    select('Payment plan', 'DAILY');
    type('Price', '12000');
    type('Description', 'Air-conditioned hall for weddings and funerals');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Outdoor' }));
    await choosePlace();
    await upload(2);
    submit();
    expect(await screen.findByText('Seating capacity is required')).toBeTruthy();

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Seating capacity' }), { target: { value: '400' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Parking capacity' }), { target: { value: '60' } });
    submit();
    expect((await screen.findAllByText('Property uploaded successfully')).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === '/properties/create-events')?.body).toMatchObject({ seating_capacity: 400, parking_capacity: 60, tags: ['outdoor'], payment_plan: 'DAILY' });
    await act(async () => undefined);
  }, 45_000);
});

describe('Show my phone number on this listing', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const phoneSwitch = () => screen.queryByRole('switch', { name: 'Show my phone number on this listing' }) as HTMLInputElement | null;

  test('an owner\'s new listing asks, on by default; off, it says seekers can only message', () => {
    storeSession({ token: 't', user: { id: 'u-1', firstName: 'Ama', user_type: 'owner' } });
    renderForm('residential');
    expect(phoneSwitch()!.checked).toBe(true);
    expect(screen.getByText(/Seekers tap Show number to call or WhatsApp you/)).toBeTruthy();
    fireEvent.click(phoneSwitch()!);
    expect(phoneSwitch()!.checked).toBe(false);
    expect(screen.getByText('Seekers can only message you through Fie.')).toBeTruthy();
    // One person, one name: nothing to choose.
    expect(screen.queryByRole('radiogroup', { name: 'List under' })).toBeNull();
  });

  test('an organization always shows its own number: no switch', () => {
    storeSession({ token: 't', organization: { id: 'o-1', name: 'Acme Homes' } });
    renderForm('commercial');
    expect(phoneSwitch()).toBeNull();
  });

  test('an owner who joined an organization chooses the name; the switch is for their own listings only', () => {
    storeSession({ token: 't', user: { id: 'u-1', user_type: 'organization_member', base_user_type: 'owner', organization: { id: 'o-1', name: 'Acme Homes', permissions: ['list_properties'] } } });
    renderAt(<CategoryListingForm category="residential" defaultListAs="organization" />);
    const choice = screen.getByRole('radiogroup', { name: 'List under' });
    expect((within(choice).getByRole('radio', { name: 'Acme Homes (the organization)' }) as HTMLInputElement).checked).toBe(true);
    expect(phoneSwitch()).toBeNull();
    fireEvent.click(within(choice).getByRole('radio', { name: 'My own name' }));
    expect(phoneSwitch()!.checked).toBe(true);
  });

  test('editing keeps the listing\'s choice; a listing from before the switch shows what its page does now', () => {
    const property = (raw: Record<string, unknown>, organizationId: string | null = null) =>
      ({ id: 'p-1', category: 'residential', type: 'house', acquisition: 'rent', price: 4500, currency: 'GHS', images: [], organizationId, raw }) as unknown as ListedProperty;
    const { unmount } = renderAt(<CategoryListingForm category="residential" property={property({ show_phone: false })} />);
    expect(phoneSwitch()!.checked).toBe(false);
    unmount();
    const older = renderAt(<CategoryListingForm category="residential" property={property({ lister: { showsPhone: true } })} />);
    expect(phoneSwitch()!.checked).toBe(true);
    older.unmount();
    renderAt(<CategoryListingForm category="residential" property={property({}, 'o-1')} />);
    expect(phoneSwitch()).toBeNull();
  });
});
