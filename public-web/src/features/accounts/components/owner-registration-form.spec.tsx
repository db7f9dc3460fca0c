import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { accountMessages, documentRules } from '@fie/domain';
import { documentsExplanation } from '../../../components/documents/document-uploader';
import { mockFetch, type Call } from '../../../testing/fetch';
import { OwnerRegistrationForm } from './owner-registration-form';

function setup(onRegistered = jest.fn()) {
  render(
    <MemoryRouter>
      <OwnerRegistrationForm onRegistered={onRegistered} />
    </MemoryRouter>,
  );
  return onRegistered;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register as Owner' }));
const file = (name: string, bytes = 2048, mime = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type: mime });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Upload documents'), { target: { files } });

function fillValid() {
  type('First name', 'Kwame');
  type('Last name', 'Asante');
  type('Phone number', '0201234567');
  type('Email (optional)', 'Kwame@Example.com');
  type('Password', 'Akwaaba#2026');
  type('Confirm password', 'Akwaaba#2026');
  fireEvent.click(screen.getByRole('checkbox'));
}

const uploaded = (call: Call) => ({
  status: 201,
  body: {
    filename: 'f-1',
    filelocation: '/api/auth/documents/f-1',
    files: (call.form?.files ?? []).map((name, index) => ({
      filename: `f-${index + 1}`,
      filelocation: `/api/auth/documents/f-${index + 1}`,
      name,
      size: 2048,
      contentType: 'application/pdf',
    })),
  },
});

describe('the owner registration form', () => {
  test('shows the spec message for every empty field, and sends nothing', async () => {
    const { calls } = mockFetch({});
    setup();
    submit();

    expect(await screen.findByText(accountMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.phoneRequired)).toBeTruthy();
    // A phone number is enough (issue 32): the email may be left out.
    expect(screen.queryByText(accountMessages.emailRequired)).toBeNull();
    expect(screen.getByText(accountMessages.confirmPasswordRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.acknowledgeRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('asks for the organization name only when Organization is chosen, and explains the REA licence', async () => {
    mockFetch({});
    setup();
    expect(screen.queryByLabelText('Organization name')).toBeNull();
    expect(screen.getByText('Real Estate Agency Council licence, if you are an agent')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Organization' }));
    fillValid();
    submit();

    expect(await screen.findByText(accountMessages.organizationNameRequired)).toBeTruthy();
  });

  test('says the passwords do not match and the phone number is not valid', async () => {
    mockFetch({});
    setup();
    fillValid();
    type('Phone number', '12345');
    type('Confirm password', 'Akwaaba#2027');
    submit();

    expect(await screen.findByText(accountMessages.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(accountMessages.passwordsDoNotMatch)).toBeTruthy();
  });

  test('uploads several documents under the field "files" and lists each with its icon and a delete button', async () => {
    const { calls } = mockFetch({ 'POST /auth/upload-document': uploaded, 'POST /auth/delete-file': { body: { message: 'File deleted' } } });
    setup();
    expect(screen.getByText(documentsExplanation)).toBeTruthy();

    choose(file('ghana-card.pdf'), file('indenture.jpg', 4096, 'image/jpeg'));

    expect(await screen.findByText(documentRules.messages.uploaded)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/upload-document', form: { files: ['ghana-card.pdf', 'indenture.jpg'] } });
    const list = screen.getByRole('list', { name: 'Uploaded documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.querySelector('[data-kind="pdf"]')).toBeTruthy();
    expect(list.querySelector('[data-kind="image"]')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Delete ghana-card.pdf' }));

    await waitFor(() => expect(within(list).queryByText('ghana-card.pdf')).toBeNull());
    expect(calls[1]).toMatchObject({ path: '/auth/delete-file', body: { filename: 'f-1' } });
  });

  test('refuses a file type the server would refuse, before sending it', async () => {
    const { calls } = mockFetch({});
    setup();

    choose(file('setup.exe', 10, 'application/octet-stream'));

    expect(await screen.findByText('Could not complete process')).toBeTruthy();
    expect(screen.getByText(`setup.exe: ${documentRules.messages.typeNotAllowed}`)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('a failed upload says "Could not complete process" with the server\'s message', async () => {
    mockFetch({ 'POST /auth/upload-document': { status: 400, body: { message: documentRules.messages.tooLarge, code: 'ValidationError' } } });
    setup();

    choose(file('title.pdf'));

    expect(await screen.findByText('Could not complete process')).toBeTruthy();
    expect(screen.getByText(documentRules.messages.tooLarge)).toBeTruthy();
  });

  test('sends the owner payload with the uploaded filenames as documents', async () => {
    const { calls } = mockFetch({
      'POST /auth/upload-document': uploaded,
      'POST /auth/owner-registration': {
        status: 201,
        body: { message: accountMessages.ownerRegistrationSuccessful, userId: 'u-7', destination: 'kwame@example.com' },
      },
    });
    const onRegistered = setup();
    fillValid();
    type('REA licence number (optional)', 'REAC/2025/0042');
    choose(file('ghana-card.pdf'));
    await screen.findByText(documentRules.messages.uploaded);
    submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[1]).toMatchObject({
      path: '/auth/owner-registration',
      body: {
        ownerType: 'individual',
        firstName: 'Kwame',
        lastName: 'Asante',
        email: 'kwame@example.com',
        phone: '+233201234567',
        acknowledge: true,
        licenceNumber: 'REAC/2025/0042',
        documents: ['f-1'],
      },
    });
    expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ name: 'kwame@example.com', password: 'Akwaaba#2026' }));
  });

  test('a refusal says "Could not complete process" with the server\'s message', async () => {
    mockFetch({ 'POST /auth/owner-registration': { status: 503, body: { message: 'The service is busy, try again shortly', code: 'Unavailable' } } });
    setup();
    fillValid();
    submit();

    expect(await screen.findByText('Could not complete process')).toBeTruthy();
    expect(screen.getByText('The service is busy, try again shortly')).toBeTruthy();
  });
});
