import type { KioskOrder, LocationSettings, OrderType } from './types.ts';
import type { KioskDineIn } from './vocabulary.ts';

/**
 * A kiosk: a shared screen at the restaurant (its link is a table's kiosk link), used by one
 * customer after another (decision 0092). Its orders are guests' orders named by the kiosk, never
 * by a table: dine-in there means what the location says (`kioskDineIn`), a number on a table stand
 * the customer took or their order called at the counter; takeout there is Pickup, paid at the counter.
 */

/** The stand numbers a customer may enter. */
export const KIOSK_STAND = { min: 1, max: 999 } as const;

export const kioskMessages = {
  standNumber: `Enter the number on your table stand (${KIOSK_STAND.min} to ${KIOSK_STAND.max}).`,
  noStandAtCounter: 'Orders from this kiosk are called at the counter: no stand number is needed.',
  noStandForTakeout: 'A takeout order has no table stand.',
  standWithoutKiosk: 'A table stand number comes only with a kiosk order.',
  noTableAtKiosk: 'A kiosk order names the kiosk, not a table.',
  kioskOff: 'Sorry, this location does not take kiosk orders.',
  unknownKiosk: 'Sorry, we could not find that kiosk.',
  dineInOrTakeout: 'At a kiosk, choose Dine-in or Takeout.',
  noDineIn: 'Sorry, this location does not serve dine-in.',
} as const;

/** What the location means by dine-in at its kiosk: a stand's number, or the counter (the default). */
export function kioskDineIn(settings: Pick<LocationSettings, 'kioskDineIn'>): KioskDineIn {
  return settings.kioskDineIn ?? 'counter';
}

/** The type a kiosk order is placed with: Dine-in or Pickup (takeout at a kiosk is collected there). */
export function kioskOrderType(dineIn: boolean): 'Dine-in' | 'Pickup' {
  return dineIn ? 'Dine-in' : 'Pickup';
}

/**
 * Whether a stand number typed at the kiosk is one (a whole number from 1 to 999): the number, or
 * null with the sentence to show.
 */
export function parseStandNumber(typed: string): { stand: number } | { error: string } {
  const trimmed = typed.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return { error: kioskMessages.standNumber };
  const stand = Number(trimmed);
  if (stand < KIOSK_STAND.min || stand > KIOSK_STAND.max) return { error: kioskMessages.standNumber };
  return { stand };
}

/**
 * The rules of a kiosk's order, as the server holds it to them (the first broken one's sentence, or
 * null): the location takes kiosk orders, the order is Dine-in (where served) or Pickup, and a stand
 * number is given exactly when the location's dine-in is at a stand.
 */
export function checkKioskOrder(input: {
  settings: Pick<LocationSettings, 'virtualKioskEnabled' | 'dineInEnabled' | 'kioskDineIn'>;
  orderType: OrderType;
  stand: number | null;
}): string | null {
  const { settings, orderType, stand } = input;
  if (!settings.virtualKioskEnabled) return kioskMessages.kioskOff;
  if (orderType !== 'Dine-in' && orderType !== 'Pickup') return kioskMessages.dineInOrTakeout;
  if (orderType === 'Pickup') return stand === null ? null : kioskMessages.noStandForTakeout;
  if (!settings.dineInEnabled) return kioskMessages.noDineIn;
  if (kioskDineIn(settings) === 'stand') {
    if (stand === null || !Number.isInteger(stand) || stand < KIOSK_STAND.min || stand > KIOSK_STAND.max)
      return kioskMessages.standNumber;
    return null;
  }
  return stand === null ? null : kioskMessages.noStandAtCounter;
}

/** What the customer is told about where their kiosk order comes (checkout and order complete). */
export function kioskServiceSentence(input: { orderType: OrderType; stand: number | null }): string {
  if (input.orderType !== 'Dine-in') return "We'll call your order number at the counter.";
  return input.stand === null
    ? "We'll call your order number at the counter."
    : `We'll bring it to stand ${input.stand}.`;
}

/**
 * Where an order goes, as staff read it on the board, the details and the ticket: the table for a
 * table's dine-in order, "Kiosk — stand 14", "Kiosk — counter" or "Kiosk — takeout" for a kiosk's,
 * null for the rest (the customer's name or the order type says it then).
 */
export function orderPlaceLabel(order: {
  orderType: OrderType;
  tableNumber?: string | null;
  kiosk?: Pick<KioskOrder, 'stand'> | null;
  /** A round of a table visit's tab (decision 0093): "Table 5 · round 2". */
  visitRound?: number | null;
}): string | null {
  if (order.kiosk) {
    if (order.orderType !== 'Dine-in') return 'Kiosk — takeout';
    return order.kiosk.stand === null ? 'Kiosk — counter' : `Kiosk — stand ${order.kiosk.stand}`;
  }
  if (order.orderType === 'Dine-in' && order.tableNumber)
    return order.visitRound
      ? `Table ${order.tableNumber} · round ${order.visitRound}`
      : `Table ${order.tableNumber}`;
  return null;
}
