import { mkdirSync } from 'node:fs';
import { products } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OPEN_URL } from './playwright.config.ts';
import { orderCard, signInStaff, TABLET } from './staff-helpers.ts';

/**
 * Issue 25: a Friday rush on the kitchen board. Twenty orders arrive through the API (tables and
 * pickups, with choices, allergy notes and requests); the board must stay workable on the kitchen's
 * 1024 × 768 tablet and on a 390 × 844 phone: every card's dishes in view without a tap, each lane
 * scrolling on its own, the ringing orders newest first, nothing covered, lateness in words.
 */

const PHONE = { width: 390, height: 844 };
const shots = process.env.BOARD_SHOTS;

/** What each of the rush's orders holds, in turn: a dish with choices, and a note or none. */
const RUSH_DISHES = [
  {
    choicesProducts: [
      {
        id: 'classic-burger',
        count: 1,
        choices: [
          { modifierId: 'doneness', id: 'doneness-medium' },
          { modifierId: 'burger-bun', id: 'bun-gluten-free' },
        ],
      },
    ],
    products: {},
    notes: 'Gluten allergy — no croutons',
  },
  {
    choicesProducts: [
      { id: 'fries', count: 1, choices: [{ modifierId: 'dip-sauce', id: 'dip-maple-mayo' }] },
    ],
    products: products({ 'fish-tacos': 2 }),
    notes: 'Nut allergy, no sesame please',
  },
  {
    choicesProducts: [
      {
        id: 'tonkotsu-ramen',
        count: 2,
        choices: [
          { modifierId: 'spice-level', id: 'spice-hot' },
          { modifierId: 'ramen-extras', id: 'extra-ajitama' },
        ],
      },
    ],
    products: {},
    notes: '',
  },
  {
    choicesProducts: [
      { id: 'salmon-poke-bowl', count: 1, choices: [{ modifierId: 'bowl-base', id: 'base-brown-rice' }] },
    ],
    products: products({ 'avocado-toast': 1 }),
    notes: 'Extra napkins',
  },
];

interface Rush {
  /** Every order of the rush, by number. */
  all: number[];
  /** Still New and ringing. */
  ringing: number[];
  /** Confirmed by the kitchen: in Preparing. */
  preparing: number[];
}

/**
 * Twenty orders at once: twelve guests at tables and eight pickups; the kitchen confirms six of
 * them (as it would have during the rush), the rest ring.
 */
async function placeRush(request: APIRequestContext): Promise<Rush> {
  const kit = kitFor(request, OPEN_URL);
  const [customer, staffToken] = await Promise.all([
    kit.signUp({ name: 'Riley Chen', phoneNumber: '6045557788' }),
    kit.staffSignIn(),
  ]);
  const placed: number[] = [];
  const ids = new Map<number, string>();
  // Two at a time, like a burst of diners (PGlite serialises them anyway).
  for (let index = 0; index < 20; index += 2) {
    const pair = await Promise.all(
      [index, index + 1].map((at) => {
        const dish = RUSH_DISHES[at % RUSH_DISHES.length]!;
        return at < 12
          ? kit.placeGuestOrder({ ...dish, tableId: `t${at + 1}` })
          : kit.placeOrder(customer.token, dish, `rush-${Date.now()}-${at}-${Math.random()}`);
      }),
    );
    for (const order of pair) {
      placed.push(order.orderNumber);
      ids.set(order.orderNumber, order.orderId);
    }
  }
  const preparing = placed.slice(0, 6);
  await Promise.all(
    preparing.map((number) =>
      kit.data('setOrderStatus', {
        params: { orderId: ids.get(number)! },
        body: { status: 'Preparing' },
        token: staffToken,
      }),
    ),
  );
  return { all: placed, preparing, ringing: placed.slice(6) };
}

/**
 * The tablet's view of the server's clock, moved on: the live socket's messages carry the server's
 * time, and the board computes ages and lateness from it. Moving it ahead is the tablet 40 minutes
 * into the rush without waiting 40 minutes (the orders, their promises and the server are real).
 */
async function boardClock(page: Page) {
  let aheadMinutes = 0;
  await page.routeWebSocket('**/live', (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (typeof message !== 'string' || aheadMinutes === 0) return socket.send(message);
      socket.send(
        message.replace(/"serverTime":"([^"]+)"/g, (_, time: string) => {
          const moved = new Date(Date.parse(time) + aheadMinutes * 60_000).toISOString();
          return `"serverTime":"${moved}"`;
        }),
      );
    });
  });
  return {
    ahead: (minutes: number) => {
      aheadMinutes = minutes;
    },
  };
}

/** Every card of the rush as laid out: its lane, box, and what its dishes and clock say. */
function layoutOf(page: Page, numbers: number[]) {
  return page.evaluate((wanted) => {
    const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="order-card"]'));
    return cards
      .filter((card) => wanted.includes(Number(card.dataset.orderNumber)))
      .map((card) => {
        const box = card.getBoundingClientRect();
        const lane = card.closest('.lane');
        const laneBox = card.closest('.lane__body')?.getBoundingClientRect();
        return {
          number: Number(card.dataset.orderNumber),
          lane: lane?.id ?? '',
          top: box.top,
          bottom: box.bottom,
          left: box.left,
          right: box.right,
          laneLeft: laneBox?.left ?? 0,
          laneRight: laneBox?.right ?? 0,
          dishes: Array.from(card.querySelectorAll('.lines li')).map((line) => line.textContent ?? ''),
          dishesShown: Array.from(card.querySelectorAll<HTMLElement>('.lines li')).every(
            (line) => line.getClientRects().length > 0,
          ),
          toggles: card.querySelectorAll('[aria-expanded], [hidden]').length,
          marks: Array.from(card.querySelectorAll('mark.allergy')).map((mark) => mark.textContent ?? ''),
          clock: card.querySelector('[data-testid="order-clock"]')?.textContent ?? '',
        };
      });
  }, numbers);
}

/** The board fills the screen: the page itself never scrolls, each lane's body does. */
async function expectPageStill(page: Page) {
  const page_ = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollHeight,
    height: window.innerHeight,
  }));
  expect(page_.scroll).toBeLessThanOrEqual(page_.height + 1);
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, animations: 'disabled' });
}

test.describe('a rush of twenty orders on the kitchen board', () => {
  test.describe.configure({ timeout: 120_000 });

  test('on the 1024 × 768 tablet: every dish in view, lanes that scroll apart, late in words', async ({
    page,
    request,
    checkScreen,
    isMobile,
  }) => {
    test.skip(isMobile, 'the tablet board; the phone project runs the phone one');
    await page.setViewportSize(TABLET);
    const clock = await boardClock(page);
    const rush = await placeRush(request);
    await signInStaff(page, OPEN_URL);
    for (const number of rush.all) await expect(orderCard(page, number)).toHaveCount(1);

    // Every card shows its dishes with their choices without a tap, and the allergy words marked.
    const cards = await layoutOf(page, rush.all);
    expect(cards).toHaveLength(20);
    for (const card of cards) {
      expect(card.toggles, `#${card.number} has nothing folded`).toBe(0);
      expect(card.dishesShown, `#${card.number}'s dishes are laid out`).toBe(true);
      expect(card.dishes.length).toBeGreaterThan(0);
    }
    const burger = cards.find((card) => card.dishes.some((dish) => dish.includes('Classic')))!;
    expect(burger.marks).toEqual(expect.arrayContaining(['Gluten', 'allergy']));
    expect(cards.find((card) => card.dishes.some((dish) => dish.includes('Ramen')))!.dishes[0]).toMatch(
      /^2×.*Ramen.*Hot/,
    );

    // Confirmed ones cook in Preparing; the ringing ones are in New, the newest on top.
    const lane = (id: string) => cards.filter((card) => card.lane === id);
    expect(lane('lane-preparing').map((card) => card.number)).toEqual(expect.arrayContaining(rush.preparing));
    const newest = [...rush.ringing].sort((a, b) => b - a);
    const ringingInLane = lane('lane-incoming')
      .sort((a, b) => a.top - b.top)
      .map((card) => card.number)
      .filter((number) => rush.ringing.includes(number));
    expect(ringingInLane).toEqual(newest);

    // Nothing covers anything: in each lane the cards stack, inside the lane's width.
    for (const id of ['lane-incoming', 'lane-preparing']) {
      const stacked = lane(id).sort((a, b) => a.top - b.top);
      for (const [index, card] of stacked.entries()) {
        expect(card.left).toBeGreaterThanOrEqual(card.laneLeft - 0.5);
        expect(card.right).toBeLessThanOrEqual(card.laneRight + 0.5);
        const next = stacked[index + 1];
        if (next) expect(next.top).toBeGreaterThanOrEqual(card.bottom - 0.5);
      }
    }

    // Each lane scrolls on its own: New scrolls to its last card, Preparing does not move.
    await expectPageStill(page);
    const incoming = page.getByTestId('lane-incoming-body');
    const preparingLane = page.getByTestId('lane-preparing-body');
    expect(await incoming.evaluate((body) => body.scrollHeight > body.clientHeight + 200)).toBe(true);
    await checkScreen('kitchen-rush-tablet');
    await shot(page, 'tablet-rush');
    // The oldest of ours is far down New (journeys beside this one may add older ones below it).
    const oldestRinging = orderCard(page, Math.min(...rush.ringing));
    await oldestRinging.scrollIntoViewIfNeeded();
    await expect(oldestRinging).toBeInViewport();
    expect(await incoming.evaluate((body) => body.scrollTop)).toBeGreaterThan(0);
    expect(await preparingLane.evaluate((body) => body.scrollTop)).toBe(0);
    await expectPageStill(page);
    await shot(page, 'tablet-rush-new-scrolled');

    // The same board on a desktop screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectPageStill(page);
    await shot(page, 'desktop-rush');
    await page.setViewportSize(TABLET);

    // Forty minutes into the rush: every promise of ours has passed, and the cards say so in words.
    clock.ahead(40);
    await page.reload();
    await expect(page.getByTestId('connection')).toHaveText('Live');
    const late = orderCard(page, rush.preparing[0]!);
    await expect(late).toHaveAttribute('data-clock', 'late');
    await expect(late.getByTestId('order-clock')).toContainText(/^Late \d+ min/);
    await expect(orderCard(page, newest[0]!).getByTestId('order-clock')).toContainText(/^Late \d+ min/);
    // Nobody confirmed the ringing ones past the first delay (0080): red, and said in words.
    await expect(orderCard(page, newest[0]!)).toHaveAttribute('data-urgent', 'true');
    await expect(orderCard(page, newest[0]!).getByRole('alert')).toHaveText(
      /^Not confirmed for \d+ min — confirm it now$/,
    );
    await expect(late).toHaveAttribute('data-urgent', 'false');
    await checkScreen('kitchen-rush-late-tablet');
    await shot(page, 'tablet-rush-late');

    // One tap confirms the newest order: it moves to Preparing and stops ringing.
    await orderCard(page, newest[0]!).getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.locator('#lane-preparing')).toContainText(`#${newest[0]}`);
    await expect(orderCard(page, newest[0]!)).toHaveAttribute('data-alerting', 'false');
  });

  test('on a 390 × 844 phone: lanes as tabs with counts held at the top, bump and undo', async ({
    page,
    request,
    checkScreen,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone board; the desktop project runs the tablet one');
    await page.setViewportSize(PHONE);
    const clock = await boardClock(page);
    clock.ahead(40);
    const rush = await placeRush(request);
    await signInStaff(page, OPEN_URL);
    for (const number of rush.all) await expect(orderCard(page, number)).toHaveCount(1);

    // New is the open tab with its count; a ringing order is on top (journeys beside this one may
    // have rung later), its dishes in view; ours ring newest first.
    const newTab = page.getByRole('tab', { name: /^New \d+$/ });
    await expect(newTab).toHaveAttribute('aria-selected', 'true');
    const first = page.locator('#lane-incoming [data-testid="order-card"]').first();
    await expect(first).toHaveAttribute('data-alerting', 'true');
    await expect(first).toBeInViewport();
    await expect(first.locator('.lines li').first()).toBeInViewport();
    const ours = (await layoutOf(page, rush.ringing)).sort((a, b) => a.top - b.top);
    expect(ours.map((card) => card.number)).toEqual([...rush.ringing].sort((a, b) => b - a));
    const top = orderCard(page, ours[0]!.number);
    await top.scrollIntoViewIfNeeded();
    await expect(top.getByTestId('order-clock')).toContainText(/^Late \d+ min/);
    for (const card of await layoutOf(page, rush.ringing)) {
      expect(card.toggles).toBe(0);
      expect(card.dishes.length).toBeGreaterThan(0);
      expect(card.right).toBeLessThanOrEqual(PHONE.width);
    }
    await checkScreen('kitchen-rush-phone');
    await shot(page, 'phone-rush');

    // On a phone the page scrolls one lane at a time under its tabs, which stay at the top: the
    // oldest of ours, at the bottom of New, is reachable and the tabs are still there.
    const oldest = orderCard(page, Math.min(...rush.ringing));
    await oldest.scrollIntoViewIfNeeded();
    await expect(oldest).toBeInViewport();
    const tabs = page.getByRole('tablist', { name: 'Order lanes' });
    await expect(tabs).toBeInViewport();
    expect((await tabs.boundingBox())!.y).toBeLessThan(5);
    await shot(page, 'phone-rush-scrolled');

    // Another lane opens at its first card, under the tabs.
    await page.getByRole('tab', { name: /^Preparing \d+$/ }).click();
    const firstCooking = page.locator('#lane-preparing [data-testid="order-card"]').first();
    await expect(firstCooking).toBeInViewport();
    const cooking = orderCard(page, rush.preparing[0]!);
    await cooking.scrollIntoViewIfNeeded();
    await expect(cooking).toBeVisible();
    await shot(page, 'phone-rush-preparing');
    // Mark done with one tap, then Undo puts it back. On a phone the toasts stack into the space of
    // one (a touch spreads them), and journeys beside this one ring new orders at the same location
    // whose toasts land in front and, under load, outlast the Undo's 8 s while the stack settles:
    // the tap goes to the Undo button itself. The tablet clicks its Undo as a cook would (kitchen.spec.ts).
    await cooking.getByRole('button', { name: 'Mark done' }).click();
    await page
      .locator('[data-sonner-toast]', { hasText: `Order #${rush.preparing[0]} is done` })
      .getByRole('button', { name: 'Undo' })
      .dispatchEvent('click');
    await expect(page.locator('#lane-preparing')).toContainText(`#${rush.preparing[0]}`);
  });
});
