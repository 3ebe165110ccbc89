import { useEffect, useState } from 'react';
import type { StaffQueue } from '../../lib/api-types.ts';
import { getPrintingStatus, type PrintingStatus } from './printing-api.ts';

/** While a printer is unreachable or a ticket did not print, the board looks again this often. */
const WHILE_TROUBLED_MS = 10_000;
/** Otherwise now and then (a test print, a printer fixed with no order moving). */
const QUIETLY_MS = 60_000;

const none: PrintingStatus = { printers: [], notPrinted: [] };

/**
 * How the location's printers are doing (decision 0090), read again whenever the queue changes
 * (the print worker tells the order's screens when a ticket prints or fails; only where there are
 * printers) and on a timer, faster while something is wrong. No printers: the browser's print
 * stays the kitchen's ticket.
 */
export function usePrintingStatus(
  restaurantId: string,
  locationId: string,
  queue: StaffQueue | null,
  /** The location's settings: a change (a printer added in the back office) is a reason to look again. */
  settings: unknown,
) {
  const [status, setStatus] = useState<PrintingStatus>(none);
  const troubled =
    status.notPrinted.length > 0 || status.printers.some((printer) => printer.state === 'unreachable');
  // A location without printers has nothing to follow order by order: only the slow timer looks.
  const signal = status.printers.length > 0 ? queue : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the queue's and the settings' changes are the signals to look again
  useEffect(() => {
    let live = true;
    const look = () =>
      getPrintingStatus(restaurantId, locationId).then(
        (next) => {
          if (live) setStatus(next);
        },
        () => undefined,
      );
    const timer = setTimeout(look, 300);
    const every = setInterval(look, troubled ? WHILE_TROUBLED_MS : QUIETLY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      clearInterval(every);
    };
  }, [restaurantId, locationId, signal, settings, troubled]);

  return {
    hasPrinters: status.printers.length > 0,
    unreachable: status.printers.filter((printer) => printer.state === 'unreachable'),
    /** The printers an order's ticket did not print on, by order id. */
    notPrinted: status.notPrinted.reduce<Map<string, string[]>>((map, item) => {
      map.set(item.orderId, [...(map.get(item.orderId) ?? []), item.printerName]);
      return map;
    }, new Map()),
  };
}

export type PrintingState = ReturnType<typeof usePrintingStatus>;
