import {
  kioskMode,
  kioskOrderType,
  type OrderType,
  orderingBlocked,
  resolveOrderType,
} from '@orderly/domain';
import { useRestaurant } from '../features/restaurant/components/restaurant-provider.tsx';
import { useSession } from '../lib/session.ts';

export interface Ordering {
  orderType: OrderType;
  isDineIn: boolean;
  kiosk: boolean;
  /** The kiosk this device is (kiosk mode only): its orders name it, never a table (decision 0092). */
  kioskId: string | null;
  tableId: string | null;
  /** Why this visit cannot add to the cart or place an order (dine-in ordering off), or null. */
  blocked: string | null;
}

/**
 * How this visit orders: the domain resolves the type from the table, the settings and the pick.
 * At a kiosk, Dine-in (its table kept by the chooser, dine-in served) or else takeout: Pickup.
 */
export function useOrdering(): Ordering {
  const session = useSession();
  const { settings } = useRestaurant();
  const kiosk = kioskMode(settings, session.kiosk) && session.kioskId !== null;
  const orderType = kiosk
    ? kioskOrderType(Boolean(session.tableId) && settings.dineInEnabled)
    : resolveOrderType({ settings, tableId: session.tableId, chosen: session.chosenOrderType });
  return {
    orderType,
    isDineIn: orderType === 'Dine-in',
    kiosk,
    kioskId: kiosk ? session.kioskId : null,
    tableId: session.tableId,
    blocked: orderingBlocked({ settings, orderType }),
  };
}
