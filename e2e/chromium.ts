import { existsSync } from 'node:fs';

/**
 * The machine's Chromium and the flags it runs with here, for Playwright and for Lighthouse:
 * nothing downloads a browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`). */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH when set, else the headless shell when
 * installed (what Playwright itself runs headless tests in), else the full browser. The full
 * browser's headless mode opens a real window for every test's context, with the renderers of
 * its address bar; the shell draws only the page, and the suite took about a fifth less time
 * in it (docs/architecture.md, "Tests"). Lighthouse keeps the full browser.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL_PATH)
    ? HEADLESS_SHELL_PATH
    : CHROMIUM_PATH;

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
