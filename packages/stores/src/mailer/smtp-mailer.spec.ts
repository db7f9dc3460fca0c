import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describeMailerContract } from './mailer.contract';
import { parseEml } from './read-eml';
import { SmtpMailer } from './smtp-mailer';

/** The mailer contract over real SMTP: nodemailer's own smtp-server on loopback collects what arrives. */
const received: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  disableReverseLookup: true, // no DNS round trip per connection on a machine without a resolver
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});
let mailer: SmtpMailer | undefined;

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describeMailerContract('smtp (against smtp-server on loopback)', async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  // Plain SMTP on loopback: no STARTTLS attempt.
  mailer = new SmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
  return { mailer, delivered: async () => received.map(parseEml) };
});

test('reports itself healthy when the SMTP server answers', async () => {
  expect(await mailer!.health()).toMatchObject({ ok: true, adapter: 'smtp' });
});
