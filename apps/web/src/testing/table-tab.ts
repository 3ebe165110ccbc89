import type { TableTab } from '../features/table-tab/api/table-visits.ts';

type Round = TableTab['rounds'][number];
type Item = Round['items'][number];

/** One item of a round, unpaid unless told. */
export const tabItem = (key: string, name: string, charge: number, more: Partial<Item> = {}): Item => ({
  key,
  name,
  quantity: 1,
  charge,
  paid: false,
  inSplit: false,
  ...more,
});

/** A round of the tab: its total is its items' charges. */
export const tabRound = (round: Omit<Round, 'orderNumber' | 'total'>): Round => ({
  ...round,
  orderNumber: 40 + round.round,
  total: round.items.reduce((sum, item) => sum + item.charge, 0),
});

/** Table 5's tab with Ana and Ben (you) and these rounds, nothing paid unless told. */
export function tableTabOf(rounds: Round[], more: Partial<TableTab> = {}): TableTab {
  const total = rounds.reduce((sum, round) => sum + round.total, 0);
  return {
    visit: { visitId: 'v1', tableNumber: '5', openedAt: '2026-06-11T02:30:00.000Z' },
    guests: [
      { name: 'Ana', you: false },
      { name: 'Ben', you: true },
    ],
    rounds,
    payments: [],
    split: null,
    total,
    paid: 0,
    remaining: total,
    ...more,
  };
}
