import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { accountMessages, organizationMessages } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { OrganizationRegistrationForm } from './organization-registration-form';

type Label = 'Organization name' | 'Email' | 'Phone number' | 'Address' | 'Web name';
const valid: Record<Label, string> = {
  'Organization name': 'Acme Homes Ltd',
  Email: ' Info@AcmeHomes.com.gh ',
  'Phone number': '0302123456',
  Address: '12 Oxford Street, Osu, Accra',
  'Web name': 'acme_homes',
};

function setup(onRegistered = jest.fn()) {
  render(
    <MemoryRouter>
      <OrganizationRegistrationForm idPrefix="test" onRegistered={onRegistered} />
    </MemoryRouter>,
  );
  return onRegistered;
}

const fill = (fields: Partial<Record<Label, string>>) => {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register Organization' }));

describe('the organization registration form', () => {
  beforeEach(() => mockFetch({}));

  test('shows the spec message for every empty field and sends nothing', async () => {
    setup();
    submit();

    expect(await screen.findByText(organizationMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.phoneRequired)).toBeTruthy();
    expect(screen.getByText('Please enter the address of the organization')).toBeTruthy();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  test('a web name with a space or a hyphen gets "No spaces, or special characters allowed except underscores"', async () => {
    setup();
    fill({ ...valid, 'Web name': 'acme homes' });
    submit();

    expect(await screen.findByText('No spaces, or special characters allowed except underscores')).toBeTruthy();

    fill({ 'Web name': 'acme-homes' });
    expect(screen.getByText('No spaces, or special characters allowed except underscores')).toBeTruthy();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  test('a web name longer than 12 characters gets "Shouldn\'t exceed 12 characters"', async () => {
    setup();
    fill({ ...valid, 'Web name': 'acme_homes_ltd' });
    submit();

    expect(await screen.findByText("Shouldn't exceed 12 characters")).toBeTruthy();
  });

  test('an address of spaces only is no address', async () => {
    setup();
    fill({ ...valid, Address: '   ' });
    submit();

    expect(await screen.findByText('Please enter the address of the organization')).toBeTruthy();
  });

  test('a phone number that is not Ghanaian gets the spec message', async () => {
    setup();
    fill({ ...valid, 'Phone number': '12345' });
    submit();

    expect(await screen.findByText(accountMessages.phoneInvalid)).toBeTruthy();
  });

  test('the web name\'s helper shows the address the page will have', () => {
    setup();
    fill({ 'Web name': 'acme_homes' });

    expect(screen.getByText(`Your page: ${window.location.host}/org/acme_homes`)).toBeTruthy();
  });

  test('sends name, email (trimmed, lowercased), phone as typed, address and url_name', async () => {
    const { calls } = mockFetch({
      'POST /organizations/register-organization': {
        status: 201,
        body: { message: organizationMessages.registered, organization: { id: 'o-1', name: 'Acme Homes Ltd', url_name: 'acme_homes' } },
      },
    });
    const onRegistered = setup();
    fill(valid);
    submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('info@acmehomes.com.gh', organizationMessages.registered));
    expect(calls[0]?.body).toEqual({
      name: 'Acme Homes Ltd',
      email: 'info@acmehomes.com.gh',
      phone: '0302123456',
      address: '12 Oxford Street, Osu, Accra',
      url_name: 'acme_homes',
    });
  });

  test('a taken web name comes back under the field, a general failure in the banner', async () => {
    mockFetch({
      'POST /organizations/register-organization': {
        status: 409,
        body: { message: organizationMessages.urlNameTaken, code: 'Conflict', errors: { url_name: organizationMessages.urlNameTaken } },
      },
    });
    const onRegistered = setup();
    fill(valid);
    submit();

    expect(await screen.findByText(organizationMessages.urlNameTaken)).toBeTruthy();
    expect(screen.getByLabelText('Web name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();

    mockFetch({ 'POST /organizations/register-organization': { status: 500, body: { message: 'The server is busy' } } });
    submit();
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByText('The server is busy')).toBeTruthy();
  });
});
