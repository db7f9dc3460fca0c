import WebSocket from 'ws';

/** A test's WebSocket client for /api/ws: remembers every frame and waits for the one it wants. */
export type TestSocket = {
  socket: WebSocket;
  frames: any[];
  next(type: string, match?: (frame: any) => boolean, timeoutMs?: number): Promise<any>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

export async function openSocket(baseUrl: string, token?: string): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
  const frames: any[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (type: string, match: (frame: any) => boolean = () => true, timeoutMs = 3000) =>
    new Promise<any>((resolve, reject) => {
      let seen = 0;
      const check = () => {
        for (; seen < frames.length; seen++) {
          if (frames[seen].type === type && match(frames[seen])) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(frames[seen]);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames.map((f) => f.type))}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const client: TestSocket = { socket, frames, next, closed, close: () => socket.close() };
  if (token) {
    socket.send(JSON.stringify({ type: 'join', token }));
    await next('joined');
  }
  return client;
}
