import type { DocumentStore } from '@fie/stores';
import { allProjections } from './all-projections';

/**
 * `Projection.handles` lets a rebuild skip every other event type for a projection, and not even send it to the
 * projection's thread (issue 34): a type left out by mistake would leave a rebuilt read model short of what live
 * projection writes. So each projection that says is held to it: handed any other type any projection handles
 * (or that the benchmark's history holds), it writes nothing and reads nothing.
 */
const everyType = [...new Set([...allProjections.flatMap((p) => p.handles ?? []), 'EmailClaimed', 'ConfirmationCodeIssued', 'UserSignedIn', 'PhoneNumberRevealed', 'SomeTypeNoneHandles'])];

/** A store that fails on any read (a collection may be named, not read): a projection that reads for a type it does not handle is caught. */
const failing = (what: string) => () => {
  throw new Error(`read ${what}`);
};
const unreadable = new Proxy({} as DocumentStore, {
  get: (_, name) => (name === 'collection' ? (collection: string) => new Proxy({}, { get: (__, method) => failing(`${collection}.${String(method)}`) }) : failing(String(name))),
});

const writesOf = (output: unknown) => (Array.isArray(output) ? output.length : ((output as { documents: unknown[]; search?: { ops: unknown[] }[] }).documents.length + ((output as { search?: { ops: unknown[] }[] }).search ?? []).reduce((n, s) => n + s.ops.length, 0)));

test('Every projection but the event log says which event types it handles', () => {
  expect(allProjections.filter((p) => !p.handles).map((p) => p.name)).toEqual(['event-log']);
});

describe.each(allProjections.filter((p) => p.handles).map((p) => [p.name, p] as const))('%s', (_, projection) => {
  test('Given any event type it does not say it handles, it writes nothing and reads nothing', async () => {
    const handled = new Set(projection.handles);
    for (const type of everyType.filter((t) => !handled.has(t))) {
      const event = { id: 'e1', streamId: 's-1', revision: 0, position: 1, type, data: {}, metadata: {}, createdAt: '2026-12-05T10:00:00.000Z' };
      const output = await Promise.resolve(projection.project(event, unreadable)).catch((error: Error) => {
        throw new Error(`${projection.name} does something with ${type}, which it does not say it handles: ${error.message}`);
      });
      expect({ type, writes: writesOf(output) }).toEqual({ type, writes: 0 });
    }
  });
});
