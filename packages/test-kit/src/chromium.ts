/**
 * Debian's Chromium as the journeys and the bench run it (STACK.md): where it is and the flags for
 * a quiet headless run in a container (no sandbox, GPU, QUIC, first-run or background traffic).
 */
export const chromium = {
  path: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
