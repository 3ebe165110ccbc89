import { fileURLToPath } from 'node:url';
import { chromium } from '@orderly/test-kit/chromium';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys against the real server serving the built customer app (build them first:
 * `npm run build`). Two servers with pinned clocks:
 *   - OPEN   (port 4173): Wednesday 2026-11-18 19:30 in Vancouver; both demo locations are open.
 *   - CLOSED (port 4174): the same Wednesday at 23:30; Kitsilano has closed (downtown never does).
 * E2E_PORT moves both (E2E_PORT and E2E_PORT + 1), so two runs on one machine do not collide.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const OPEN_PORT = Number(process.env.E2E_PORT ?? 4173);
const CLOSED_PORT = OPEN_PORT + 1;
export const OPEN_URL = `http://127.0.0.1:${OPEN_PORT}`;
export const CLOSED_URL = `http://127.0.0.1:${CLOSED_PORT}`;

const server = (port: number, clockNow: string) => ({
  command: 'node --enable-source-maps apps/server/dist/main.js',
  cwd: repoRoot,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    // Journeys never read a developer's .env (its PUBLIC_URL or DATABASE_URL would leak in).
    ENV_FILE: 'none',
    DATA_DIR: 'memory',
    PORT: String(port),
    HOST: '127.0.0.1',
    CLOCK_NOW: clockNow,
    LOG_LEVEL: 'warn',
    // Every journey's customers sign up, sign in and save cards from this one address.
    RATE_LIMIT_FACTOR: '10',
    // A ticket an unplugged printer never takes says "Not printed" after some 15 s, not half an hour.
    PRINT_ATTEMPTS: '3',
  },
});

/**
 * Journeys that run in one project only. Each is a flow whose steps and screens are the same on a
 * phone and a desktop (forms, lists, refusals: no `isPhone` branch inside), so its second run found
 * nothing the first did not: together about 330 s of the 2,210 s the journeys took (measured on a
 * loaded machine), some 2.7 minutes of CI with two workers. The customer's usual device runs them
 * (the phone); the staff's cancel runs on the desktop, where staff work. Journeys with a layout of
 * their own on each size (menu, product, cart, checkout, the desktop dialogs) still run in both.
 * Matched against the test's title (Playwright matches the whole title path: no anchors).
 */
const PHONE_ONLY = [
  /password reset: the e-mailed link/,
  /card: validation, a card declined at tokenization/,
  /delivery details: outside the zone, a typed address/,
  /user details: validation messages, then saved/,
  /delete account: /,
  /login required: \/user goes to \/auth\/user/,
  /order history, details, recent orders and the review/,
  /a service request that the staff confirm while the guest watches/,
  /a seated guest still asks for water while online ordering is paused/,
  /a declined card/,
  /delivery through the courier/,
  /search finds a product by part of its name/,
  /sold-out products say SOLD OUT and cannot be added/,
  /an unknown path shows the 404 image/,
  /Kitsilano shows the closed banner outside its hours/,
  /staff refund one item and then a fixed amount of an online order/,
  /a time whose menus leave out a cart line says so on the time and the checkout/,
  // Paces Kitsilano for a while: one run at a time.
  /capacity pacing: a full window leaves the picker/,
  /a guest turns notifications on from the tracking link/,
  // Runs a server of its own on E2E_PORT + 5: one project, so never two at once.
  /two phones at table 5 share one tab/,
  // Forms and flows with the same steps on both sizes (session 20: about 90 s of journey time).
  /change password: the current one first/,
  /sign in as the demo customer: a wrong password/,
  /sign up with the exact validation messages/,
  /a diner who ticks "Text me updates"/,
  /Pay Online without a card: leaving the card editor unchosen/,
  /sign-in: the password takes the keyboard after the e-mail/,
  /the platform's root page lists the demo's links/,
  /signing in from the cart keeps its extras/,
  /signing up from the cart keeps its extras/,
];
const DESKTOP_ONLY = [
  /staff cancel an order paid online: the customer sees it cancelled/,
  // Runs a server of its own on E2E_PORT + 4 (decision 0088): one project, so never two at once.
  /escalation of an order nobody confirms/,
  // A kiosk is a counter's tablet or screen, never a phone.
  /a kiosk takes a takeout order as a guest/,
  /a kiosk left alone asks "Still there\?"/,
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // E2E_OUTPUT gives a run its own folder (two runs sharing one would delete each other's traces).
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 2,
  // Whole journeys on a shared 2-core machine; one retry on CI reports a rare flake as flaky
  // instead of failing the run (assertions are unchanged; a test failing twice still fails).
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  webServer: [
    server(OPEN_PORT, '2026-11-18T19:30:00-08:00'),
    server(CLOSED_PORT, '2026-11-18T23:30:00-08:00'),
  ],
  use: {
    baseURL: OPEN_URL,
    // Recording a trace of every journey only to throw it away when it passes cost a fifth of the
    // journeys' time on two cores: on CI the retry of a failure records it (decision 0086).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium.journeyPath,
      args: [...chromium.flags],
    },
  },
  projects: [
    {
      name: 'phone',
      grepInvert: DESKTOP_ONLY,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      grepInvert: PHONE_ONLY,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
