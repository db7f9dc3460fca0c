/** A small structured logger: one JSON line per entry in production, readable lines in a terminal. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

export function createLogger(level: Level | 'silent' = 'info', name = 'fie'): Logger {
  const pretty = process.stdout.isTTY;
  const log = (at: Level) => (message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const line = pretty
      ? `${new Date().toISOString().slice(11, 19)} ${at.padEnd(5)} [${name}] ${message}${fields ? ' ' + JSON.stringify(fields) : ''}`
      : JSON.stringify({ time: new Date().toISOString(), level: at, name, message, ...fields });
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
