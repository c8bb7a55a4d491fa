// Runs before the app's modules (a classic script; the CSP allows it as a file of our own).
// Under the Content-Security-Policy there is no 'unsafe-eval', so zod must not try to compile
// its parsers with Function(): the attempt is refused and reported as a violation on every
// page. zod reads this global config when its schemas are created, which happens as the
// app's modules load, too early for a z.config() call in the entry module.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
