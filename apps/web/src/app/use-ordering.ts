import { kioskMode, type OrderType, orderingBlocked, resolveOrderType } from '@orderly/domain';
import { useRestaurant } from '../features/restaurant/components/restaurant-provider.tsx';
import { useSession } from '../lib/session.ts';

export interface Ordering {
  orderType: OrderType;
  isDineIn: boolean;
  kiosk: boolean;
  tableId: string | null;
  /** Why this visit cannot add to the cart or place an order (dine-in ordering off), or null. */
  blocked: string | null;
}

/** How this visit orders: the domain resolves the type from the table, the settings and the pick. */
export function useOrdering(): Ordering {
  const session = useSession();
  const { settings } = useRestaurant();
  const orderType = resolveOrderType({ settings, tableId: session.tableId, chosen: session.chosenOrderType });
  return {
    orderType,
    isDineIn: orderType === 'Dine-in',
    kiosk: kioskMode(settings, session.kiosk),
    tableId: session.tableId,
    blocked: orderingBlocked({ settings, orderType }),
  };
}
