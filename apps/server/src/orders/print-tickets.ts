import type { LocationSettings, PrintJobKind } from '@orderly/domain';
import { categoriesByProduct, type TicketMark, ticketLines, ticketsForOrder } from '@orderly/domain/printing';
import type { Db } from '../db/client.ts';
import { type LocationMenu, loadLocation, loadMenu } from '../restaurants/restaurant-repository.ts';
import { orderView } from './order-views.ts';
import type { OrderRow } from './orders-repository.ts';
import type { NewPrintJob } from './print-jobs-repository.ts';

/**
 * An order's tickets as print jobs (decision 0090): one per printer of its location with that
 * station's items (domain `ticketsForOrder`), rendered now (domain `ticketLines`). Read from the
 * cached location and menu before the transaction that queues them; none for a location without
 * printers (the staff app's browser print is its fallback).
 */

const MARKS: Record<Exclude<PrintJobKind, 'test'>, TicketMark> = {
  ticket: 'ticket',
  reprint: 'reprint',
  cancellation: 'cancellation',
};

export interface TicketPlace {
  restaurantName: string;
  settings: LocationSettings;
  categories: LocationMenu['categories'];
}

/** The order's print jobs at `place` (pure once the place is loaded: the order's write uses its own). */
export function renderOrderTickets(
  place: TicketPlace,
  order: OrderRow,
  kind: Exclude<PrintJobKind, 'test'>,
  now: Date,
  options: {
    /** Only these printers (a cancellation goes where the order's tickets went). */
    printerIds?: readonly string[];
    /** Automatic tickets only when the location's printing is on; a staff member's reprint always. */
    automatic?: boolean;
  } = {},
): NewPrintJob[] {
  const { settings } = place;
  if (options.automatic && !settings.printingEnabled) return [];
  // Settings stored before decision 0090 may still hold plain strings: they are no printers.
  const printers = (settings.printers ?? []).filter(
    (printer) =>
      typeof printer === 'object' && (!options.printerIds || options.printerIds.includes(printer.id)),
  );
  if (printers.length === 0) return [];
  const view = { ...orderView(order), visitRound: order.visitRound };
  return ticketsForOrder(view, printers, categoriesByProduct(place.categories)).map((ticket) => ({
    restaurantId: order.restaurantId,
    locationId: order.locationId,
    orderId: order.id,
    printer: ticket.printer,
    kind,
    lines: ticketLines(view, ticket.items, {
      restaurantName: place.restaurantName,
      locationName: settings.locationName,
      timeZone: settings.timeZone,
      station: ticket.printer.station,
      mark: MARKS[kind],
      at: now,
    }),
  }));
}

/** The order's location as tickets need it (cached reads: call it before a transaction). */
export async function ticketPlace(
  db: Db,
  order: Pick<OrderRow, 'restaurantId' | 'locationId'>,
  now: Date,
): Promise<TicketPlace | null> {
  const place = await loadLocation(db, order.restaurantId, order.locationId, now);
  if (!place) return null;
  const menu = await loadMenu(db, order.restaurantId, order.locationId);
  return { restaurantName: place.name, settings: place.settings, categories: menu.categories };
}

/** The order's print jobs of `kind`, its location read first (before the transaction that queues them). */
export async function orderTicketJobs(
  db: Db,
  order: OrderRow,
  kind: Exclude<PrintJobKind, 'test'>,
  now: Date,
  options: Parameters<typeof renderOrderTickets>[4] = {},
): Promise<NewPrintJob[]> {
  const place = await ticketPlace(db, order, now);
  return place ? renderOrderTickets(place, order, kind, now, options) : [];
}

/** When the location's tickets print by themselves: 'confirmed' (the default) or 'placed'. */
export async function printMoment(db: Db, order: Pick<OrderRow, 'restaurantId' | 'locationId'>, now: Date) {
  const place = await loadLocation(db, order.restaurantId, order.locationId, now);
  return place?.settings.printOn ?? 'confirmed';
}
