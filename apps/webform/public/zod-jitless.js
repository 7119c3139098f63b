// Zod without its compiled fast path, set before any module runs: that path is built with
// `new Function`, which the app's CSP forbids (no 'unsafe-eval'), and zod's probe for it at the
// first schema reports a violation. A file, not an inline script, so the CSP needs no exception.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
