import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../app/theme';
import { mockFetch } from '../../../testing/fetch';
import { LocationProbe } from '../../../testing/render';
import { createLive, type ConversationsLive } from '../live/live-store';
import { NEW_MESSAGE_TOAST_MS } from '../realtime/timings';
import { apiConversation, apiMessage, fakeRealtime, FakeSocket } from '../testing/fixtures';
import { NewMessageToast } from './new-message-toast';

let live: ConversationsLive;

async function show() {
  mockFetch({
    'GET /notifications': { body: { result: { notifications: [], unread: 0 } } },
    'GET /messages/fetch-messages': { body: { result: { messages: [] } } },
  });
  live = createLive({ viewer: 'user', dashboardPath: '/owner-dashboard', token: () => 't', realtime: fakeRealtime() });
  live.start();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/search-property']}>
        <NewMessageToast live={live} />
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
    FakeSocket.latest().join();
  });
}

function arrive() {
  const message = apiMessage({ id: 'm-4', message: 'Yes, come on Saturday' });
  act(() => FakeSocket.latest().push({ type: 'new-message', message, conversation: apiConversation({ lastMessage: message }) }));
}

describe('the new-message toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => live.stop());
    jest.useRealTimers();
  });

  test('opens when a message for you arrives, saying who wrote and about what', async () => {
    await show();
    expect(screen.queryByText('New message received')).toBeNull();

    arrive();
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('New message received');
    expect(toast.textContent).toContain('From Kwame M. about Three-bedroom house in East Legon');
  });

  test('Open leads to the conversation in your dashboard', async () => {
    await show();
    arrive();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard');
    expect(live.getSnapshot().toast).toBeNull();
  });

  test('hides by itself after 20 s', async () => {
    await show();
    arrive();

    act(() => jest.advanceTimersByTime(NEW_MESSAGE_TOAST_MS - 100));
    expect(screen.getByText('New message received')).toBeTruthy();
    act(() => jest.advanceTimersByTime(100));
    expect(live.getSnapshot().toast).toBeNull();
    expect(NEW_MESSAGE_TOAST_MS).toBe(20_000);
  });
});
