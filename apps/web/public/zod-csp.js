// Runs before the app's modules (a classic script executes before deferred module scripts). Zod compiles
// parsers with `new Function` after probing for eval; our CSP has no 'unsafe-eval', so the probe would be
// reported as a violation. Zod reads its config from this global, so setting it here covers every chunk,
// whatever order the bundler evaluates them in.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
