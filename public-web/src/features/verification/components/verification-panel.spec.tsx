import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { VerificationPanel } from './verification-panel';

const card = { filename: 'f-1', name: 'ghana-card.pdf' };

async function show(routes: Parameters<typeof mockFetch>[0], documents = [card]) {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  await act(async () => {
    renderAt(<VerificationPanel documents={documents} />);
  });
  return mock;
}

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText(option));
};

describe('the verified-badge section', () => {
  test('shows a verified badge with its expiry, and a rejection with its reason', async () => {
    await show({
      'GET /verifications': {
        body: {
          verifications: [
            { kind: 'ghana_card', kindLabel: 'Ghana Card (owners)', number: 'GHA-123456789-0', document: 'f-1', state: 'verified', submittedAt: '2026-11-20T10:00:00Z', expiresAt: '2027-06-30T23:59:59.999Z' },
            { kind: 'gta_licence', kindLabel: 'Ghana Tourism Authority licence (short-stay listers)', number: 'GTA/1', document: 'f-1', state: 'rejected', submittedAt: '2026-11-20T10:00:00Z', reason: 'Photo unreadable' },
          ],
        },
      },
    });
    expect(screen.getByText('Verified until 30 June 2027')).toBeTruthy();
    expect(screen.getByText('Why: Photo unreadable')).toBeTruthy();
  });

  test('submits the number with a chosen document, and shows the server\'s refusal under the number', async () => {
    const { calls } = await show({
      'GET /verifications': { body: { verifications: [] } },
      'POST /verifications': { status: 400, body: { message: 'Enter the Ghana Card number as GHA-123456789-0', errors: { number: 'Enter the Ghana Card number as GHA-123456789-0' } } },
    });
    expect(screen.getByText('You have not submitted anything yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ghana Card number'), { target: { value: 'GHA-1' } });
    await choose('Document', 'ghana-card.pdf');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/verifications', body: { kind: 'ghana_card', number: 'GHA-1', document: 'f-1' } });
    expect(screen.getByText('Enter the Ghana Card number as GHA-123456789-0')).toBeTruthy();
  });

  test('without documents, says to upload the card or licence first', async () => {
    await show({ 'GET /verifications': { body: { verifications: [] } } }, []);
    expect(screen.getByText('Upload the card or licence above first')).toBeTruthy();
  });
});
