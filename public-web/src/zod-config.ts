import { config } from 'zod';

/**
 * zod compiles fast parsers with `new Function` when it may; our Content-Security-Policy allows no eval, and
 * even zod's probe for it is reported as a violation. Parsing without it is fast enough for forms. Imported
 * first by main.tsx, before any schema is made.
 */
config({ jitless: true });
