import type { OrderLine, OrderReward, Printer } from '../types.ts';

/**
 * Which items of an order go to which printer (decision 0090): one ticket per printer with only
 * the items its station makes (its categories and products; none listed: everything), the expo
 * printer every item. A printer with nothing of the order gets no ticket; a location with no
 * printers gets none (the staff app's browser print is its fallback). Free reward products go
 * where their product goes; a discount reward is money, not an item, and prints nowhere.
 */

/** One item as a ticket lists it. */
export interface TicketItem {
  key: string;
  productId: string;
  count: number;
  name: string;
  /** The picked choices' names, as picked. */
  choices: string[];
  /** A redeemed reward the kitchen makes for free. */
  freeReward: boolean;
}

/** The tickets of one order: a printer and its items, in the location's order of printers. */
export interface RoutedTicket {
  printer: Printer;
  items: TicketItem[];
}

/** Whether a printer makes everything: the expo station, or one that lists no category or product. */
export function printsEverything(printer: Pick<Printer, 'station' | 'categoryIds' | 'productIds'>): boolean {
  return (
    printer.station.trim().toLowerCase() === 'expo' ||
    (printer.categoryIds.length === 0 && printer.productIds.length === 0)
  );
}

/** The order's items as tickets list them: its lines with their choices, then its free products. */
export function ticketItems(order: {
  lines: readonly OrderLine[];
  rewards?: readonly OrderReward[] | null;
}): TicketItem[] {
  const items: TicketItem[] = order.lines.map((line, index) => ({
    key: `line:${index}`,
    productId: line.productId,
    count: line.count,
    name: line.name,
    choices: line.choices.map((choice) => choice.name),
    freeReward: false,
  }));
  for (const reward of order.rewards ?? []) {
    if (!reward.productId || reward.count <= 0) continue;
    items.push({
      key: `reward:${reward.rewardId}`,
      productId: reward.productId,
      count: reward.count,
      name: reward.name,
      choices: [],
      freeReward: true,
    });
  }
  return items;
}

/**
 * The order's tickets: for each printer of the location, the items it prints (`categoriesOf` names
 * the categories a product is listed in, from the location's menu).
 */
export function ticketsForOrder(
  order: { lines: readonly OrderLine[]; rewards?: readonly OrderReward[] | null },
  printers: readonly Printer[],
  categoriesOf: (productId: string) => readonly string[],
): RoutedTicket[] {
  const items = ticketItems(order);
  const tickets: RoutedTicket[] = [];
  for (const printer of printers) {
    const mine = printsEverything(printer)
      ? items
      : items.filter(
          (item) =>
            printer.productIds.includes(item.productId) ||
            categoriesOf(item.productId).some((category) => printer.categoryIds.includes(category)),
        );
    if (mine.length > 0) tickets.push({ printer, items: mine });
  }
  return tickets;
}

/** A menu's lookup from product to the categories that list it (for `ticketsForOrder`). */
export function categoriesByProduct(
  categories: readonly { id: string; productOrder: readonly string[] }[],
): (productId: string) => readonly string[] {
  const map = new Map<string, string[]>();
  for (const category of categories) {
    for (const productId of category.productOrder) {
      const list = map.get(productId) ?? [];
      list.push(category.id);
      map.set(productId, list);
    }
  }
  return (productId) => map.get(productId) ?? [];
}

/** How a print job retries while its printer is off, out of paper or refusing (decision 0090). */
export interface PrintRetry {
  firstMs: number;
  longestMs: number;
  maxAttempts: number;
}

/** 5 s, 10 s, 20 s, 40 s, then each minute: about half an hour of tries before "Not printed". */
export const DEFAULT_PRINT_RETRY: PrintRetry = { firstMs: 5_000, longestMs: 60_000, maxAttempts: 30 };

/** The wait before the next attempt after `attempts` failed ones, or null: give up (the job failed). */
export function printRetryDelayMs(attempts: number, retry: PrintRetry = DEFAULT_PRINT_RETRY): number | null {
  if (attempts >= retry.maxAttempts) return null;
  return Math.min(retry.firstMs * 2 ** Math.max(0, attempts - 1), retry.longestMs);
}

/** How a printer is doing, from its latest job: printing, unreachable (retrying or given up), or not tried yet. */
export type PrinterState = 'ok' | 'unreachable' | 'unknown';

export function printerState(
  latest: { status: 'pending' | 'printed' | 'failed'; attempts: number } | null,
): PrinterState {
  if (!latest) return 'unknown';
  if (latest.status === 'printed') return 'ok';
  if (latest.status === 'failed' || latest.attempts > 0) return 'unreachable';
  return 'unknown';
}
