// zod compiles fast parsers with `new Function` when it may. Our Content-Security-Policy allows no eval, and even
// zod's probe for it is reported as a violation, so the browser parses without: zod reads this object when it
// loads (globalThis.__zod_globalConfig). A file, not an inline script, because the policy allows no inline script;
// a classic script, so it runs before the app's modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
