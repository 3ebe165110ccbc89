import { visitMessages } from '@orderly/domain';
import { makeSettings } from '@orderly/domain/testing/fixtures';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TableTab } from '../../../features/table-tab/api/table-visits.ts';
import { keepVisitToken, readVisitToken } from '../../../features/table-tab/visit-token.ts';
import { TABLE_TAB } from '../../../lib/paths.ts';
import { updateSession } from '../../../lib/session.ts';
import { tabItem, tableTabOf, tabRound } from '../../../testing/table-tab.ts';
import TableTabRoute, { TabView } from './table-tab-route.tsx';

const fake = vi.hoisted(() => ({ live: undefined as unknown, tab: vi.fn() }));

vi.mock('../../../lib/client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/client.ts')>()),
  useLive: () => ({ data: fake.live }),
}));
vi.mock('../../../features/table-tab/api/table-visits.ts', () => ({
  tabTopic: (token: string) => `tab:${token}`,
  getTableTab: (...args: unknown[]) => fake.tab(...args),
}));
vi.mock('../../../features/restaurant/components/restaurant-provider.tsx', async () => {
  const { readyRestaurant } = await import('../../../testing/restaurant.ts');
  return { useRestaurant: () => readyRestaurant(makeSettings({})) };
});

const TOKEN = 'b'.repeat(43);
const zone = 'America/Vancouver';

const twoRounds: TableTab = tableTabOf([
  tabRound({
    round: 1,
    status: 'Preparing',
    sentBy: 'Ana',
    sentAt: '2026-06-11T02:35:00.000Z',
    items: [tabItem('o1:0', 'Crispy Fish Tacos', 3150, { quantity: 2 })],
  }),
  tabRound({
    round: 2,
    status: 'New',
    sentBy: 'Ben',
    sentAt: '2026-06-11T02:42:00.000Z',
    items: [tabItem('o2:0', 'Fries', 735), tabItem('o2:1', 'Lemonade', 1050, { quantity: 2 })],
  }),
]);

beforeEach(() => {
  window.sessionStorage.clear();
  fake.live = undefined;
  fake.tab.mockReset();
  updateSession({ restaurantId: 'r1', locationId: 'l1', tableId: 't5', kiosk: false, kioskId: null });
});

describe('the table tab (decision 0094)', () => {
  it('shows who is at the table, each round with who sent it, when and how it stands, and the money', () => {
    render(<TabView tab={twoRounds} timeZone={zone} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Table 5' })).toBeTruthy();
    expect(screen.getByTestId('tab-guests').textContent).toBe('AnaBen (you)');
    const [first, second] = screen.getAllByTestId('tab-round');
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe(
      'Round 1 · sent by Ana · 7:35 PM',
    );
    expect(within(first!).getByTestId('round-status').textContent).toBe('Being prepared');
    expect(first!.textContent).toContain('2×Crispy Fish Tacos$31.50');
    expect(within(second!).getByRole('heading', { level: 3 }).textContent).toBe(
      'Round 2 · sent by Ben · 7:42 PM',
    );
    expect(within(second!).getByTestId('round-status').textContent).toBe('Sent to the kitchen');
    expect(second!.textContent).toContain('Round total$17.85');
    expect(screen.getByTestId('tab-total').textContent).toBe('Total so far$49.35');
    expect(screen.getByTestId('tab-paid').textContent).toBe('Paid$0.00');
    expect(screen.getByTestId('tab-remaining').textContent).toBe('Remaining$49.35');
  });

  it('shows each payment in words and what waits at the counter, for everyone at the table', () => {
    const paidItem = { ...twoRounds.rounds[0]!, items: [{ ...twoRounds.rounds[0]!.items[0]!, paid: true }] };
    render(
      <TabView
        tab={{
          ...twoRounds,
          rounds: [paidItem, twoRounds.rounds[1]!],
          payments: [
            {
              paidBy: 'Ana',
              you: false,
              amount: 3150,
              tip: 473,
              method: 'online',
              settled: true,
              paidAt: '',
            },
            { paidBy: 'Ben', you: true, amount: 735, tip: 0, method: 'counter', settled: false, paidAt: '' },
          ],
          paid: 3885,
          remaining: 1050,
        }}
        timeZone={zone}
      />,
    );
    expect(screen.getAllByTestId('tab-round')[0]!.textContent).toContain('Crispy Fish Tacos · paid');
    expect(screen.getByTestId('tab-payments').textContent).toBe(
      'Ana paid $31.50 + $4.73 tip by cardBen (you) pays $7.35 at the counter · waiting for the counter',
    );
    expect(screen.getByTestId('tab-at-counter').textContent).toBe('Of which waiting at the counter$7.35');
  });

  it('says there is no round yet before the first', () => {
    render(<TabView tab={{ ...twoRounds, rounds: [], total: 0, remaining: 0 }} timeZone={zone} />);
    expect(screen.getByTestId('tab-empty').textContent).toContain('No rounds yet.');
    expect(screen.queryAllByTestId('tab-round')).toHaveLength(0);
  });

  it('forgets the token at once when the visit is over and shows nothing of it', async () => {
    keepVisitToken('r1', 't5', TOKEN);
    fake.tab.mockReturnValue(new Promise(() => undefined));
    fake.live = null;
    const memory = memoryLocation({ path: '/restaurants/r1/locations/l1/tables/t5/tab' });
    render(
      <Router hook={memory.hook}>
        <Route path={TABLE_TAB}>
          <TableTabRoute />
        </Route>
      </Router>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "This table's tab is closed" })).toBeTruthy();
    expect(screen.getByText(visitMessages.notFound)).toBeTruthy();
    expect(screen.queryByText('Ana')).toBeNull();
    expect(readVisitToken('r1', 't5')).toBeNull();
    expect(screen.getByRole('link', { name: 'JOIN TABLE' }).getAttribute('href')).toBe(
      '/restaurants/r1/locations/l1/tables/t5',
    );
  });
});
