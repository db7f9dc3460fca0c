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
//
// It is also the payer's phone for the payments simulator (issue 33): "pay" shows the mobile-money prompts waiting
// on this number (a viewing fee, a deposit, a stay paid on the site) and approves one with the PIN
// (PAYMENTS_SIMULATOR_PIN, 1234 unless set) or declines it, as the simulator page does. That needs no
// GATEWAY_SECRET: the simulator's state is in DATA_DIR/payments-simulator, and its answer reaches Fie as the
// provider's signed callback.
import { createRequire } from 'node:module';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] && !all[i + 1].startsWith('--') ? all[i + 1] : 'true']] : [])),
);
const url = (args.url ?? process.env.FIE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const secret = args.secret ?? process.env.GATEWAY_SECRET;
const phone = args.phone ?? process.env.PHONE ?? '0241234567';
const dataDir = resolve(args['data-dir'] ?? process.env.DATA_DIR ?? './data');
const outbox = join(dataDir, 'sms-outbox');
const e164 = `+233${phone.replace(/\D/g, '').replace(/^(233|0)/, '')}`;
/** A number as its last nine digits: the simulator keeps it as the payer typed it (024…, +233 24…). */
const nine = (number) => String(number).replace(/\D/g, '').slice(-9);

let simulator;
/** The payments simulator on the marketplace's DATA_DIR (the built @fie/stores), its callbacks sent to Fie. */
function paymentsSimulator() {
  if (!simulator) {
    const { PaymentSimulator } = createRequire(import.meta.url)('@fie/stores');
    simulator = new PaymentSimulator(join(dataDir, 'payments-simulator'), { pin: process.env.PAYMENTS_SIMULATOR_PIN, callbackUrl: `${url}/api/payments/callback/simulator` });
  }
  return simulator;
}

const cedis = (pesewas) => `GH₵ ${(pesewas / 100).toLocaleString('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The prompts waiting on this phone, oldest first: each approved with the PIN, declined with 0, or left. */
async function payPrompts() {
  const waiting = (await paymentsSimulator().pending()).filter((c) => nine(c.phone) === nine(e164)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (!waiting.length) {
    console.log('  (no payment prompt on this phone: pay on the site first, with this number)');
    return;
  }
  for (const c of waiting) {
    console.log(`\n  ┌ ${c.network.toUpperCase()} Mobile Money\n  │ Pay ${cedis(c.amount)} to Fie (held until the deal is done)?\n  │ Ref ${c.reference}\n  └ Enter your PIN to approve, 0 to decline, nothing to leave it`);
    const answer = (await ask('pin> ')).trim();
    if (answer === 'quit' || answer === 'exit') break;
    if (!answer) continue;
    try {
      if (answer === '0') {
        await paymentsSimulator().decline(c.reference);
        console.log('  Declined. Fie is told, and asks the provider before it believes it.');
      } else {
        await paymentsSimulator().approve(c.reference, answer);
        console.log('  Approved. Fie is told, and asks the provider before it marks the money held.');
      }
      // The callback goes on a timer of its own: give it its moment before the next prompt or a hang-up.
      await new Promise((r) => setTimeout(r, 500));
    } catch (error) {
      console.error(`  ! ${error?.code === 'WrongPin' ? 'Wrong PIN: the prompt is still waiting' : error instanceof Error ? error.message : error}`);
    }
  }
}

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
  if (!secret) throw new Error("Set GATEWAY_SECRET (or pass --secret) to the marketplace's GATEWAY_SECRET to send texts and dial USSD");
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
console.log('"*" dials the USSD menu; "inbox" shows texts that came in since; "pay" answers mobile-money prompts; "quit" hangs up.');
if (!secret) console.log('(No GATEWAY_SECRET: texts and USSD need it; "pay" works without.)');
for (;;) {
  const line = (await ask('\nphone> ')).trim();
  if (!line) continue;
  if (line === 'quit' || line === 'exit') break;
  try {
    if (line === 'inbox') await printNewTexts(0);
    else if (line.toLowerCase() === 'pay') await payPrompts();
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
