import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as the journeys and the bench run it (STACK.md): where it is and the flags for
 * a quiet headless run in a container (no sandbox, GPU, QUIC, first-run or background traffic).
 */
const FULL = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromium = {
  /** The whole browser: the bench measures pages as a person's Chrome draws them. */
  path: process.env.CHROME_PATH ?? FULL,
  /**
   * The journeys' browser: Debian's `chromium-headless-shell` (the same engine without the browser's
   * own interface, which is what Playwright itself runs headless) when it is installed, the whole
   * browser otherwise. On two cores it did the same journeys in four fifths of the time (decision 0086).
   */
  journeyPath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL),
  flags: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} as const;
