import { connect } from 'node:net';
import { describeEventStoreContract } from './event-store.contract';
import { KurrentEventStore } from './kurrentdb-event-store';

/**
 * The event store contract against a real EventStoreDB/KurrentDB named by EVENTSTORE_URL
 * (e.g. kurrentdb://127.0.0.1:2113?tls=false). Without it the suite is skipped, with the reason in its title;
 * with it, a server that does not answer within 2 s fails every test of the suite.
 */
const url = process.env.EVENTSTORE_URL;

describeEventStoreContract(
  'kurrentdb',
  url
    ? async () => {
        const { host, port } = firstEndpoint(url);
        const unreachable = await tcpProbe(host, port, 2000);
        if (unreachable) throw new Error(`EVENTSTORE_URL is set but ${host}:${port} is not reachable (${unreachable}): start the server with docker compose; see README`);
        const store = new KurrentEventStore(url);
        const health = await store.health();
        if (!health.ok) {
          await store.close();
          throw new Error(`EVENTSTORE_URL is set but the server does not answer as EventStoreDB/KurrentDB (${health.detail})`);
        }
        return store;
      }
    : { skip: 'EVENTSTORE_URL is not set (run EventStoreDB/KurrentDB with docker compose; see README)' },
);

/** The first host of a connection string such as `kurrentdb+discover://admin:changeit@node1:2113,node2:2113?tls=false`. */
function firstEndpoint(connectionString: string): { host: string; port: number } {
  const rest = connectionString.replace(/^[a-z+]+:\/\//i, '').replace(/^[^@/]*@/, '');
  const first = rest.split(/[,/?]/)[0] ?? '';
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(first);
  return { host: (m?.[1] ?? '127.0.0.1').replace(/^\[|\]$/g, ''), port: Number(m?.[2] ?? 2113) };
}

/** Resolves to undefined when a TCP connection opens, else to the reason. Never waits longer than `ms`. */
function tcpProbe(host: string, port: number, ms: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (reason?: string) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(ms, () => done(`no answer within ${ms} ms`));
    socket.once('connect', () => done());
    socket.once('error', (error) => done(error.message));
  });
}
