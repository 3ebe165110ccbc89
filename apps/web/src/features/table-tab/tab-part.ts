import type { Cents } from '@orderly/domain';
import type { TableTab, TabPartBody } from './api/table-visits.ts';

/**
 * What a diner chooses to pay of the table's tab (decision 0097), read from the server's figures
 * only: an item's charge and a share's amount are the server's; the server prices the part again
 * when it is paid.
 */
export type PayWhat = 'whole' | 'items' | 'share';

export interface PayChoice {
  what: PayWhat;
  /** The items picked (keys), for `items`. */
  picked: readonly string[];
  /** The share taken of the open split, for `share`. */
  share: number | null;
}

export type TabItemView = TableTab['rounds'][number]['items'][number] & { round: number };

/** Every item of the tab, round by round. */
export function tabItemsOf(tab: TableTab): TabItemView[] {
  return tab.rounds.flatMap((round) => round.items.map((item) => ({ ...item, round: round.round })));
}

/** An item anyone may still pick: not paid, and not part of the even split being paid. */
export const pickable = (item: TabItemView) => !item.paid && !item.inSplit;

/** The shares of the open split nobody has paid yet. */
export function openShares(tab: TableTab) {
  return tab.split?.shares.filter((share) => !share.paid) ?? [];
}

/** The ways to pay this tab offers now: the whole only without an open split, a share only with one. */
export function waysToPay(tab: TableTab): PayWhat[] {
  const ways: PayWhat[] = [];
  if (tab.split) {
    if (openShares(tab).length > 0) ways.push('share');
  } else if (tab.remaining > 0) ways.push('whole');
  if (tabItemsOf(tab).some(pickable)) ways.push('items');
  if (!tab.split && tab.remaining > 0) ways.push('share');
  return ways;
}

/**
 * The choice kept valid as the tab changes under it (someone paid, split, or sent a round): picked
 * items that are no longer pickable drop out, a share already paid gives way to the first open
 * one, and a way the tab no longer offers gives way to the first it does.
 */
export function keepChoiceValid(tab: TableTab, choice: PayChoice): PayChoice {
  const ways = waysToPay(tab);
  const what = ways.includes(choice.what) ? choice.what : (ways[0] ?? 'whole');
  const stillPickable = new Set(
    tabItemsOf(tab)
      .filter(pickable)
      .map((item) => item.key),
  );
  const picked = choice.picked.filter((key) => stillPickable.has(key));
  const shares = openShares(tab);
  const share = shares.some((entry) => entry.share === choice.share)
    ? choice.share
    : (shares[0]?.share ?? null);
  if (what === choice.what && picked.length === choice.picked.length && share === choice.share) return choice;
  return { what, picked, share };
}

/** What the choice costs before a tip, by the server's figures; null when nothing is chosen yet. */
export function choiceAmount(tab: TableTab, choice: PayChoice): Cents | null {
  if (choice.what === 'whole') return tab.split ? null : tab.remaining;
  if (choice.what === 'items') {
    if (choice.picked.length === 0) return null;
    const chosen = new Set(choice.picked);
    return tabItemsOf(tab)
      .filter((item) => chosen.has(item.key))
      .reduce((sum, item) => sum + item.charge, 0);
  }
  if (!tab.split || choice.share === null) return null;
  return tab.split.shares.find((entry) => entry.share === choice.share)?.amount ?? null;
}

/** The part as the server takes it; null when the choice names nothing to pay yet. */
export function partOf(tab: TableTab, choice: PayChoice): TabPartBody | null {
  if (choice.what === 'whole') return tab.split ? null : { kind: 'whole' };
  if (choice.what === 'items')
    return choice.picked.length ? { kind: 'items', itemKeys: [...choice.picked] } : null;
  return tab.split && choice.share !== null
    ? { kind: 'share', splitId: tab.split.splitId, share: choice.share }
    : null;
}
