import { connectWithRetry, GaveUpWaiting } from './connect-with-retry';
import { oneShotConnect, oneShotFailure, waitOption } from './one-shot';

test('--wait takes seconds, in either spelling, out of a command\'s arguments; 60 s when not given', () => {
  expect(waitOption(['all'])).toEqual({ waitS: 60, rest: ['all'], error: undefined });
  expect(waitOption(['--wait', '5', 'all'])).toEqual({ waitS: 5, rest: ['all'], error: undefined });
  expect(waitOption(['create', '--wait=0', 'ama@example.com'])).toEqual({ waitS: 0, rest: ['create', 'ama@example.com'], error: undefined });
  expect(waitOption(['--wait', 'soon']).error).toBe('--wait takes a number of seconds (e.g. --wait 120), not soon');
  expect(waitOption(['--wait']).error).toBe('--wait takes a number of seconds (e.g. --wait 120), not nothing');
});

test('past the deadline a one-shot connection gives up, saying what did not answer, that nothing changed and what to do', async () => {
  const lines: string[] = [];
  let clock = 0;
  const options = { ...oneShotConnect(3, (line) => lines.push(line)), sleep: async (ms: number) => void (clock += ms), now: () => clock };
  const failing = connectWithRetry('event store (KurrentDB)', () => Promise.reject(new Error('ECONNREFUSED')), options);
  const error = await failing.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(GaveUpWaiting);
  expect(lines[0]).toBe('waiting for the event store (KurrentDB): ECONNREFUSED (next try in 1 s, giving up after 3 s)');
  expect(oneShotFailure(error, 3)).toBe('event store (KurrentDB): gave up after 3 s: ECONNREFUSED\nNothing was changed. Start the engine (or check its address), or pass --wait <seconds> to wait longer than 3 s.');
  expect(oneShotFailure(new Error('There is no embedded event log'), 3)).toBe('There is no embedded event log');
});
