// How every browser test here launches Debian's Chromium: the machine's binary (Playwright never
// downloads its own) and the flags without which Chromium stalls on a closed network.

/** The Chromium binary: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--gaia-url=http://127.0.0.1:9',
];

/** Launch options for playwright-core's `chromium.launch` or @playwright/test's `use.launchOptions`. */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...extraArgs] };
}
