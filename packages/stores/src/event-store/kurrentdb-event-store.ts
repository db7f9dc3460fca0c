import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  excludeSystemEvents,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START as KURRENT_START,
  STREAM_EXISTS,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  START,
  STORE_IDENTITY_STREAM,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './port';

/**
 * Production event store over EventStoreDB / KurrentDB (gRPC client @kurrent/kurrentdb-client).
 *
 * Positions: our `position` is the event's commit position in $all, as a Number.
 * - Since EventStoreDB 20 every append is an implicit transaction and each event's commit position equals
 *   its own prepare (log) position, so positions are > 0 and strictly increasing, also inside one append.
 *   Only legacy explicit transactions (the old TCP API, which we never use) share one commit position
 *   between several events; such events would not be strictly ordered by our number.
 * - A commit position is a byte offset in the transaction log (an unsigned 64-bit integer). Numbers are exact
 *   up to 2^53 (8 PiB of log); beyond that we throw instead of silently rounding.
 * - Events read from a single stream carry their $all position only on servers ≥ 22.6; older servers are not
 *   supported (we throw rather than invent a position).
 */
export class KurrentEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<Subscription>();

  private storeIdentity?: string;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: NewEvent[], options: { expectedRevision?: ExpectedRevision } = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const expected = options.expectedRevision ?? 'any';
    // The event ids make a retry idempotent: the server answers success and writes nothing when the same ids
    // are appended again at the same place. With expected revision 'any' this is best effort (the server's
    // recent-id cache), with a concrete expected revision it is guaranteed.
    const data = events.map((e) =>
      jsonEvent({ id: e.id ?? randomUUID(), type: e.type, data: (e.data ?? null) as JSONType, metadata: e.metadata ?? {} }),
    );
    let result;
    try {
      result = await this.client.appendToStream(streamId, data, { streamState: toStreamState(expected) });
    } catch (error) {
      if (isWrongExpectedVersion(error)) {
        const actual = error.actualState;
        throw new WrongExpectedRevisionError(streamId, expected, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
      }
      throw error;
    }
    const nextExpectedRevision = Number(result.nextExpectedRevision);
    // The server may omit the position (e.g. on some idempotent retries): read it from the event itself.
    const position = result.position
      ? toPosition(result.position.commit)
      : ((await this.readStream(streamId, { fromRevision: nextExpectedRevision, maxCount: 1 }))[0]?.position ?? START);
    return { nextExpectedRevision, position };
  }

  /**
   * KurrentDB has no place for an application's own id, so it is the first event of a stream of its own
   * (STORE_IDENTITY_STREAM), appended once: of two processes racing, the second's append fails on its expected
   * revision and it reads the first's.
   */
  async identity(): Promise<string> {
    if (this.storeIdentity) return this.storeIdentity;
    const read = async () => ((await this.readStream(STORE_IDENTITY_STREAM, { maxCount: 1 }))[0]?.data as { identity?: string } | undefined)?.identity;
    let identity = await read();
    if (!identity) {
      await this.append(STORE_IDENTITY_STREAM, [{ type: 'StoreIdentified', data: { identity: randomUUID() } }], { expectedRevision: 'no_stream' }).catch((error: unknown) => {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      });
      identity = await read();
    }
    if (!identity) throw new Error('the event store has no identity and none could be given to it');
    return (this.storeIdentity = identity);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const out: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        fromRevision: options.fromRevision ? BigInt(options.fromRevision) : KURRENT_START,
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of read) {
        if (resolved.event) out.push(toRecorded(resolved));
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return out;
  }

  /**
   * The server reads $all from a position inclusively; our `after` is exclusive, so we skip events at or
   * before it. System events ($-types, $-streams) are skipped client-side; we keep reading pages until we
   * have `maxCount` user events or reach the end, so a short page always means "nothing more for now".
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? Infinity;
    const out: RecordedEvent[] = [];
    let cursor = options.after ?? START;
    while (out.length < maxCount) {
      // +1: the event at `cursor` itself comes back first and is dropped.
      const want = Number.isFinite(maxCount) ? maxCount - out.length + 1 : Number.MAX_SAFE_INTEGER;
      let received = 0;
      let last = cursor;
      for await (const resolved of this.client.readAll({ fromPosition: toReadPosition(cursor), maxCount: want })) {
        received += 1;
        if (!resolved.event) continue;
        const position = toPosition(resolved.event.position.commit);
        if (position <= cursor) continue;
        last = position;
        if (isSystem(resolved) || out.length >= maxCount) continue;
        out.push(toRecorded(resolved));
      }
      if (received < want || last === cursor) break;
      cursor = last;
    }
    return out;
  }

  /** The newest user event's position (system events at the head are skipped, up to a small window). */
  async headPosition(): Promise<number> {
    let newest: number | undefined;
    for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 64 })) {
      if (!resolved.event) continue;
      const position = toPosition(resolved.event.position.commit);
      newest ??= position;
      if (!isSystem(resolved)) return position;
    }
    // Only system events in the window: their position is still a safe "read after here" cursor.
    return newest ?? START;
  }

  /**
   * Catch-up-then-live over the server's subscription (it starts after `fromPosition`, exclusively), with
   * system events filtered out server-side. `onCaughtUp` comes from the server's caughtUp message (servers
   * ≥ 23.10); for older servers it is approximated by reaching the head read when the subscription started.
   */
  subscribeToAll(options: SubscribeOptions): Subscription {
    const sub: AllStreamSubscription = this.client.subscribeToAll({
      fromPosition: toReadPosition(options.after),
      filter: excludeSystemEvents(),
    });
    let running = true;
    let inHandler = false;
    let live = false;
    let serverCaughtUp = false;
    let head: number | undefined;
    let position = options.after;

    const goLive = () => {
      if (!running || live || inHandler) return;
      // The server's caughtUp can overtake events still buffered in the stream: wait until those are handled.
      const reachedHead = head !== undefined && position >= head;
      if ((serverCaughtUp && sub.readableLength === 0) || reachedHead) {
        live = true;
        serverCaughtUp = false;
        options.onCaughtUp?.(position);
      }
    };
    sub.on('caughtUp', () => {
      if (live) return;
      serverCaughtUp = true;
      goLive();
    });
    sub.on('fellBehind', () => {
      live = false;
      serverCaughtUp = false;
      head = undefined; // from now on only the server's next caughtUp says we are live again
    });
    this.headPosition().then(
      (h) => {
        head = h;
        goLive();
      },
      () => undefined, // without a head we rely on the server's caughtUp message
    );

    const cancel = () => {
      // unsubscribe() cancels the gRPC call; destroy() ends our iteration even if the call never connected.
      void sub.unsubscribe().catch(() => undefined);
      sub.destroy();
    };

    const loop = (async () => {
      try {
        for await (const resolved of sub) {
          if (!running) return;
          if (!resolved.event || isSystem(resolved)) continue;
          const event = toRecorded(resolved);
          if (event.position <= position) continue;
          inHandler = true;
          try {
            await options.onEvent(event);
          } catch (error) {
            running = false;
            cancel();
            options.onError?.(error);
            return;
          } finally {
            inHandler = false;
          }
          position = event.position;
          goLive();
        }
      } catch (error) {
        if (running) options.onError?.(error);
      } finally {
        running = false;
      }
    })();

    const subscription: Subscription = {
      stop: async () => {
        this.subscriptions.delete(subscription);
        if (running) {
          running = false;
          cancel();
        }
        // Stopping from inside a handler must not wait for the loop that is waiting for that handler.
        if (!inHandler) await loop;
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async health() {
    try {
      await withTimeout(this.headPosition(), 5000);
      return { ok: true, adapter: 'kurrentdb' };
    } catch (error) {
      return { ok: false, adapter: 'kurrentdb', detail: String(error) };
    }
  }

  async close() {
    await Promise.allSettled([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }
}

const NO_POSITION = 2n ** 64n - 1n;

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

function toReadPosition(after: number): ReadPosition {
  if (after <= START) return KURRENT_START;
  // Valid because commit == prepare for every event an implicit transaction wrote (see the class comment).
  const p = BigInt(after);
  return { commit: p, prepare: p };
}

function toPosition(commit: bigint): number {
  if (commit > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`$all position ${commit} does not fit a JavaScript number exactly`);
  return Number(commit);
}

function isSystem(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const e = resolved.event;
  return !e || e.type.startsWith('$') || e.streamId.startsWith('$');
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const e = resolved.event!;
  // Old servers leave stream reads without a position, or with the "no position" marker 2^64 - 1.
  if (!e.position || e.position.commit === NO_POSITION) throw new Error('The server returned an event without its $all position (KurrentDB/EventStoreDB ≥ 22.6 is required)');
  const metadata = e.metadata && typeof e.metadata === 'object' && !(e.metadata instanceof Uint8Array) && !Array.isArray(e.metadata) ? e.metadata : {};
  return {
    id: e.id,
    streamId: e.streamId,
    revision: Number(e.revision),
    position: toPosition(e.position.commit),
    type: e.type,
    data: e.isJson ? e.data : Buffer.from(e.data as Uint8Array),
    metadata: metadata as Record<string, unknown>,
    createdAt: e.created.toISOString(),
  };
}

// Duck-typed as well as by class: the errors carry a stable `type` string.
function isWrongExpectedVersion(error: unknown): error is { actualState: 'no_stream' | bigint } {
  return (error as { type?: string } | null)?.type === 'wrong-expected-version';
}

function isStreamNotFound(error: unknown): boolean {
  return (error as { type?: string } | null)?.type === 'stream-not-found';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
