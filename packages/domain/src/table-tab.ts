import type { OrderAmounts } from './order-amounts.ts';
import { pointsEarned } from './pricing.ts';
import type { Cents } from './types.ts';

/**
 * A table's tab (issue 28): the rounds a table visit sent to the kitchen, what each item costs its
 * share of, and who has paid for what. Pure rules; the server keeps the rows and holds the locks.
 *
 * Each round is an order priced as any other (`priceOrder`), paid at the table: no tip on it. An
 * item's charge is its line's subtotal plus its share of the round's other amounts (discounts,
 * tax, bag fee, deposit), shared by line subtotal so that a round's items always add up to the
 * round's total to the cent. A person pays the whole tab, a share of an even split, or the items
 * they pick; a tip is added on what they pay. No cent is lost or invented by a split: every
 * allocation here is by largest remainder and sums exactly.
 */

export const tabMessages = {
  itemPaid: 'Someone has already paid for this item.',
  itemInSplit: 'This item is part of an even split: pay a share of the split instead.',
  itemUnknown: 'This item is not on the tab.',
  noItems: 'Choose at least one item to pay for.',
  sharePaid: 'Someone has already paid this share.',
  shareUnknown: 'This share is not part of the split.',
  splitOpen: 'The tab is already being split evenly: pay a share of it.',
  splitParts: 'A tab splits into 2 to 20 shares.',
  nothingOwed: 'Nothing is left to pay on this tab.',
  changed: 'The tab changed while you were paying. Check it and pay again: nothing was charged.',
  alreadySettled: 'This payment was already taken.',
  paying: 'This payment is already being made. Wait a moment and look at the tab.',
  signInToPayByCard: 'Sign in to pay by card, or pay at the counter.',
  cardsOff: 'This restaurant takes payment for its tables at the counter.',
} as const;

export const TAB_SPLIT_MAX_PARTS = 20;

/** One line of a round as the tab needs it. */
export interface TabRoundLine {
  /** The line's id within its order (stable). */
  lineId: string;
  name: string;
  quantity: number;
  /** The line's price (product and choices) times its quantity, before any discount. */
  subTotal: Cents;
  /** Who added it at the table (a guest's display name, or a signed-in diner's). */
  addedBy: string;
}

/** A round: one "send to kitchen", an order of its own. */
export interface TabRound {
  orderId: string;
  /** 1, 2, 3… within the visit. */
  round: number;
  lines: readonly TabRoundLine[];
  amounts: Pick<
    OrderAmounts,
    | 'subTotal'
    | 'rewardsDiscount'
    | 'firstOrderDiscountAmount'
    | 'pickupDiscountAmount'
    | 'promoDiscountAmount'
    | 'total'
    | 'tipAmount'
  >;
}

/** One item of the tab with what paying for it costs. */
export interface TabItem {
  /** `orderId:lineId`: what a payment names. */
  key: string;
  orderId: string;
  lineId: string;
  round: number;
  name: string;
  quantity: number;
  addedBy: string;
  /** What paying for this item costs before a tip: its line and its share of the round's other amounts. */
  charge: Cents;
  /** The food paid for, after discounts: what reward points are earned on. */
  food: Cents;
}

/**
 * Splits `total` cents into parts in proportion to `weights` (whole numbers, e.g. cents), by
 * largest remainder in exact integer arithmetic: the parts always add up to `total`. With no weight
 * above 0, the parts are as equal as they can be. Ties go to the earlier part, so the result
 * depends only on the inputs.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  if (!Number.isSafeInteger(total)) throw new RangeError('allocate: total must be whole cents');
  const count = weights.length;
  if (count === 0) {
    if (total !== 0) throw new RangeError('allocate: nothing to allocate to');
    return [];
  }
  const clean = weights.map((weight) => (Number.isSafeInteger(weight) && weight > 0 ? BigInt(weight) : 0n));
  const sum = clean.reduce((a, b) => a + b, 0n);
  const used = sum > 0n ? clean : clean.map(() => 1n);
  const divisor = sum > 0n ? sum : BigInt(count);
  const magnitude = BigInt(Math.abs(total));
  const parts = used.map((weight) => (magnitude * weight) / divisor);
  let left = magnitude - parts.reduce((a, b) => a + b, 0n);
  const byRemainder = used
    .map((weight, index) => ({ index, weight, remainder: (magnitude * weight) % divisor }))
    .filter((entry) => entry.weight > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  // Fewer cents are left than there are parts with a weight: one pass gives them out.
  for (const entry of byRemainder) {
    if (left === 0n) break;
    parts[entry.index]! += 1n;
    left -= 1n;
  }
  const sign = total < 0 ? -1 : 1;
  return parts.map((part) => Number(part) * sign);
}

/** `total` in `parts` shares as equal as cents allow; the first shares carry the odd cents. */
export function evenShares(total: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('evenShares: at least one share');
  return allocate(
    total,
    Array.from({ length: parts }, () => 1),
  );
}

/** The items of a tab, round by round, each with its charge. */
export function tabItems(rounds: readonly TabRound[]): TabItem[] {
  const items: TabItem[] = [];
  for (const round of [...rounds].sort((a, b) => a.round - b.round)) {
    const { amounts } = round;
    const totalBeforeTip = amounts.total - amounts.tipAmount;
    const weights = round.lines.map((line) => line.subTotal);
    const linesSum = weights.reduce((a, b) => a + b, 0);
    const discounts =
      amounts.rewardsDiscount +
      amounts.firstOrderDiscountAmount +
      amounts.pickupDiscountAmount +
      amounts.promoDiscountAmount;
    const charges = allocate(totalBeforeTip, weights);
    // The round's lines may not add up to its subtotal when a line was priced apart (never today);
    // the food is the discounted subtotal either way.
    const food = allocate(Math.max(0, Math.max(linesSum, amounts.subTotal) - discounts), weights);
    round.lines.forEach((line, index) => {
      items.push({
        key: `${round.orderId}:${line.lineId}`,
        orderId: round.orderId,
        lineId: line.lineId,
        round: round.round,
        name: line.name,
        quantity: line.quantity,
        addedBy: line.addedBy,
        charge: charges[index]!,
        food: food[index]!,
      });
    });
  }
  return items;
}

/** An even split: the items unpaid when it began, in `parts` shares. */
export interface TabSplit {
  id: string;
  parts: number;
  itemKeys: readonly string[];
}

/** A payment already taken on the tab (before its tip). */
export type TabPayment =
  | { kind: 'items'; itemKeys: readonly string[]; amount: Cents }
  | { kind: 'share'; splitId: string; share: number; amount: Cents };

/** What a person asks to pay. */
export type TabPart =
  | { kind: 'whole' }
  | { kind: 'items'; itemKeys: readonly string[] }
  | { kind: 'share'; splitId: string; share: number };

export interface TabState {
  items: readonly TabItem[];
  splits: readonly TabSplit[];
  payments: readonly TabPayment[];
}

/** One share's amount and food: the split's items' charges and food, in `parts` even shares. */
function splitShares(state: TabState, split: TabSplit): { amounts: Cents[]; food: Cents[] } {
  const keys = new Set(split.itemKeys);
  const items = state.items.filter((item) => keys.has(item.key));
  const amount = items.reduce((sum, item) => sum + item.charge, 0);
  const food = items.reduce((sum, item) => sum + item.food, 0);
  const amounts = evenShares(amount, split.parts);
  return { amounts, food: allocate(food, amounts) };
}

function paidShares(state: TabState, splitId: string): Set<number> {
  return new Set(
    state.payments.flatMap((payment) =>
      payment.kind === 'share' && payment.splitId === splitId ? [payment.share] : [],
    ),
  );
}

/** The split still being paid (some share unpaid), if any. */
export function openSplit(state: TabState): TabSplit | null {
  return state.splits.find((split) => paidShares(state, split.id).size < split.parts) ?? null;
}

/** Keys of the items fully paid: by an item payment, or by a split whose shares are all paid. */
export function paidItemKeys(state: TabState): Set<string> {
  const paid = new Set<string>();
  for (const payment of state.payments)
    if (payment.kind === 'items') for (const key of payment.itemKeys) paid.add(key);
  for (const split of state.splits) {
    if (paidShares(state, split.id).size >= split.parts) for (const key of split.itemKeys) paid.add(key);
  }
  return paid;
}

export interface TabSummary {
  total: Cents;
  paid: Cents;
  remaining: Cents;
  /** Items nobody has paid or is paying through an open split. */
  unpaidKeys: string[];
  openSplit: (TabSplit & { shares: { share: number; amount: Cents; paid: boolean }[] }) | null;
}

export function tabSummary(state: TabState): TabSummary {
  const total = state.items.reduce((sum, item) => sum + item.charge, 0);
  const paid = state.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const paidKeys = paidItemKeys(state);
  const split = openSplit(state);
  const inSplit = new Set(split?.itemKeys ?? []);
  const taken = split ? paidShares(state, split.id) : new Set<number>();
  return {
    total,
    paid,
    remaining: total - paid,
    unpaidKeys: state.items
      .filter((item) => !paidKeys.has(item.key) && !inSplit.has(item.key))
      .map((i) => i.key),
    openSplit: split
      ? {
          ...split,
          shares: splitShares(state, split).amounts.map((amount, share) => ({
            share,
            amount,
            paid: taken.has(share),
          })),
        }
      : null,
  };
}

/** A part priced: what to charge before the tip, the points' base, and the payment to record. */
export interface PricedTabPart {
  amount: Cents;
  food: Cents;
  payment: TabPayment;
}

/**
 * Prices what a person asks to pay, or refuses it with the sentence to show. The server runs this
 * again under the visit's lock with the rows as they are, so two people never pay for one item.
 */
export function priceTabPart(state: TabState, part: TabPart): PricedTabPart | { error: string } {
  const paidKeys = paidItemKeys(state);
  const split = openSplit(state);
  const inSplit = new Set(split?.itemKeys ?? []);
  if (part.kind === 'share') {
    const target = state.splits.find((candidate) => candidate.id === part.splitId);
    if (!target || !Number.isInteger(part.share) || part.share < 0 || part.share >= target.parts)
      return { error: tabMessages.shareUnknown };
    if (paidShares(state, target.id).has(part.share)) return { error: tabMessages.sharePaid };
    const shares = splitShares(state, target);
    return {
      amount: shares.amounts[part.share]!,
      food: shares.food[part.share]!,
      payment: { kind: 'share', splitId: target.id, share: part.share, amount: shares.amounts[part.share]! },
    };
  }
  const byKey = new Map(state.items.map((item) => [item.key, item]));
  let keys: string[];
  if (part.kind === 'whole') {
    if (split) return { error: tabMessages.splitOpen };
    keys = state.items.filter((item) => !paidKeys.has(item.key)).map((item) => item.key);
    if (keys.length === 0) return { error: tabMessages.nothingOwed };
  } else {
    keys = [...new Set(part.itemKeys)];
    if (keys.length === 0) return { error: tabMessages.noItems };
    for (const key of keys) {
      if (!byKey.has(key)) return { error: tabMessages.itemUnknown };
      if (paidKeys.has(key)) return { error: tabMessages.itemPaid };
      if (inSplit.has(key)) return { error: tabMessages.itemInSplit };
    }
  }
  const chosen = keys.map((key) => byKey.get(key)!);
  const amount = chosen.reduce((sum, item) => sum + item.charge, 0);
  return {
    amount,
    food: chosen.reduce((sum, item) => sum + item.food, 0),
    payment: { kind: 'items', itemKeys: keys, amount },
  };
}

/**
 * Starts an even split of what is unpaid, or refuses it. The split covers the items unpaid now;
 * a round sent later is paid apart.
 */
export function startSplit(state: TabState, id: string, parts: number): TabSplit | { error: string } {
  if (!Number.isInteger(parts) || parts < 2 || parts > TAB_SPLIT_MAX_PARTS)
    return { error: tabMessages.splitParts };
  if (openSplit(state)) return { error: tabMessages.splitOpen };
  const paidKeys = paidItemKeys(state);
  const itemKeys = state.items.filter((item) => !paidKeys.has(item.key)).map((item) => item.key);
  if (itemKeys.length === 0) return { error: tabMessages.nothingOwed };
  return { id, parts, itemKeys };
}

/** Points a payer earns for a part: one per whole dollar of food paid for, signed-in payers only. */
export function tabPartPoints(part: Pick<PricedTabPart, 'food'>, signedIn: boolean): number {
  return pointsEarned(part.food, signedIn);
}
