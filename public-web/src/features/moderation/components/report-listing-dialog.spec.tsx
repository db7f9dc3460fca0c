import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { ReportListingDialog } from './report-listing-dialog';

async function show(routes: Parameters<typeof mockFetch>[0] = {}) {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  const onClose = jest.fn();
  await act(async () => {
    renderAt(<ReportListingDialog open onClose={onClose} propertyId="p-1" title="3 bedroom house in East Legon" />);
  });
  return { ...mock, onClose };
}
const send = async () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
  });

describe('reporting a listing', () => {
  test('sends the reason chosen and what happened, then closes', async () => {
    const { calls, onClose } = await show({ 'POST /properties/p-1/report': { status: 201, body: { message: 'Report received. Our moderators will look at this listing.', reportId: 'p-1.u1' } } });
    fireEvent.click(screen.getByLabelText('Scam, or asked for money before a viewing'));
    fireEvent.change(screen.getByLabelText('What happened (optional)'), { target: { value: 'Asked for GH₵ 500 before a viewing' } });
    await send();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/properties/p-1/report', body: { reason: 'scam', details: 'Asked for GH₵ 500 before a viewing' } });
    expect(onClose).toHaveBeenCalled();
  });

  test('without a reason, says so in the server\'s words and sends nothing', async () => {
    const { calls } = await show();
    await send();
    expect(screen.getByText('Choose why you are reporting this listing')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('a second report of the same listing shows the server\'s refusal and stays open', async () => {
    const { onClose } = await show({ 'POST /properties/p-1/report': { status: 409, body: { message: 'You have already reported this listing', code: 'AlreadyReported' } } });
    fireEvent.click(screen.getByLabelText('Already let or sold'));
    await send();
    expect(await screen.findByText('You have already reported this listing')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
