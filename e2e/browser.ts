import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; the flags keep it off the (closed) network. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function browserSkipReason(): string | undefined {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (install Debian's chromium: apt-get install chromium)`;
  return undefined;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    // playwright-core gives every launch a fresh, empty profile directory of its own.
  });
}

/** The browser tests need the built site; build whatever is missing, as `npm start` does. */
export function ensureBuilt() {
  execFileSync(process.execPath, [join(__dirname, '..', 'scripts', 'ensure-built.js')], { stdio: 'inherit' });
}
