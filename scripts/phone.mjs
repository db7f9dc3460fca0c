#!/usr/bin/env node
// `npm run phone`: a feature phone for people developing Fie's SMS and USSD search (issue 23). It plays the
// gateway against a running marketplace: what you type is sent as an inbound SMS (POST /api/sms/inbound) or as
// USSD answers (POST /api/ussd), and Fie's texts back are read from the SMS outbox the embedded SMS adapter
// writes (DATA_DIR/sms-outbox, one JSON file a text). So it needs the marketplace started with GATEWAY_SECRET
// and without SMS_URL, on the same DATA_DIR.
//
//   GATEWAY_SECRET=... npm start            (in one terminal)
//   GATEWAY_SECRET=... npm run phone         (in another; options below)
//
// Options (or the environment): --url (FIE_URL, default http://localhost:8080), --secret (GATEWAY_SECRET),
// --phone (PHONE, default 0241234567), --data-dir (DATA_DIR, default ./data).
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] && !all[i + 1].startsWith('--') ? all[i + 1] : 'true']] : [])),
);
const url = (args.url ?? process.env.FIE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const secret = args.secret ?? process.env.GATEWAY_SECRET;
const phone = args.phone ?? process.env.PHONE ?? '0241234567';
const outbox = join(resolve(args['data-dir'] ?? process.env.DATA_DIR ?? './data'), 'sms-outbox');
if (!secret) {
  console.error('Set GATEWAY_SECRET (or pass --secret) to the marketplace\'s GATEWAY_SECRET.');
  process.exit(1);
}
const e164 = `+233${phone.replace(/\D/g, '').replace(/^(233|0)/, '')}`;

/** The outbox's texts to this phone, by file name (they sort in the order sent). */
async function textsToPhone() {
  let names = [];
  try {
    names = (await readdir(outbox)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const all = await Promise.all(names.map(async (file) => ({ file, ...JSON.parse(await readFile(join(outbox, file), 'utf8')) })));
  return all.filter((m) => m.to === e164);
}
const seen = new Set((await textsToPhone()).map((m) => m.file));

/** Prints texts that arrived since the last look, waiting up to `ms` for the first (replies come after the call). */
async function printNewTexts(ms = 1500) {
  const until = Date.now() + ms;
  let printed = 0;
  do {
    for (const m of await textsToPhone()) {
      if (seen.has(m.file)) continue;
      seen.add(m.file);
      printed += 1;
      console.log(`\n  ┌ SMS from ${m.from} (${m.segments} segment${m.segments === 1 ? '' : 's'})\n${m.text.split('\n').map((l) => `  │ ${l}`).join('\n')}\n  └`);
    }
    if (printed) return;
    await new Promise((r) => setTimeout(r, 150));
  } while (Date.now() < until);
}

async function post(path, body) {
  const res = await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fie-secret': secret }, body: new URLSearchParams(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return text;
}

const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
// Lines are read through one iterator, so lines piped in (a script of a session) are not lost between prompts.
const lines = rl[Symbol.asyncIterator]();
async function ask(prompt) {
  process.stdout.write(prompt);
  const next = await lines.next();
  if (!process.stdin.isTTY && !next.done) process.stdout.write(`${next.value}\n`);
  return next.done ? 'quit' : next.value;
}
console.log(`Feature phone ${e164} on ${url} (texts read from ${outbox}).`);
console.log('Type a text to send it to Fie (e.g. "rent 2 bed Madina 1500", MORE, a code, ALERT, STOP);');
console.log('"*" dials the USSD menu; "inbox" shows texts that came in since; "quit" hangs up.');
for (;;) {
  const line = (await ask('\nphone> ')).trim();
  if (!line) continue;
  if (line === 'quit' || line === 'exit') break;
  try {
    if (line === 'inbox') await printNewTexts(0);
    else if (line === '*' || line.toLowerCase() === 'ussd') {
      const sessionId = `sim-${Date.now()}`;
      const answers = [];
      for (;;) {
        const screen = await post('/ussd', { sessionId, serviceCode: '*920*55#', phoneNumber: e164, text: answers.join('*') });
        console.log(`\n  ┌ USSD\n${screen.replace(/^(CON|END) /, '').split('\n').map((l) => `  │ ${l}`).join('\n')}\n  └ (${screen.length - 4} characters)`);
        if (!screen.startsWith('CON ')) break;
        const answer = (await ask('ussd> ')).trim();
        if (answer === '' || answer === 'quit') {
          console.log('  (hung up)');
          break;
        }
        answers.push(answer);
      }
      await printNewTexts(800);
    } else {
      await post('/sms/inbound', { from: e164, to: 'Fie', text: line, date: new Date().toISOString(), id: `sim-${Date.now()}` });
      await printNewTexts();
    }
  } catch (error) {
    console.error(`  ! ${error instanceof Error ? error.message : error}`);
  }
}
rl.close();
