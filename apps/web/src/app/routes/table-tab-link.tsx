import { tableTabsOn } from '@orderly/domain';
import { Link } from 'wouter';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { tableLink, tableTabLink, useVisitToken } from '../../features/table-tab/visit-token.ts';
import { useSession } from '../../lib/session.ts';
import { useOrdering } from '../use-ordering.ts';

/**
 * The way to the table's shared tab (decision 0094) from the menu and the cart: "Table 5 tab" for
 * a guest who joined the table's visit, "Join table 5's tab" for one who has not yet. Nothing at a
 * table that keeps no tab, away from a table, or at a kiosk.
 */
export function TableTabLink({ className }: { className?: string }) {
  const { settings, menu } = useRestaurant();
  const { isDineIn, kiosk, tableId } = useOrdering();
  const { restaurantId, locationId } = useSession();
  const token = useVisitToken();
  if (!isDineIn || kiosk || !tableId || !restaurantId || !locationId || !tableTabsOn(settings)) return null;
  const tableNumber = menu.tables.find((table) => table.id === tableId)?.tableNumber ?? tableId;
  return token ? (
    <Link
      to={tableTabLink(restaurantId, locationId, tableId)}
      className={className}
      data-testid="table-tab-link"
    >
      Table {tableNumber} tab
    </Link>
  ) : (
    <Link
      to={tableLink(restaurantId, locationId, tableId)}
      className={className}
      data-testid="table-join-link"
    >
      Join table {tableNumber}'s tab
    </Link>
  );
}
