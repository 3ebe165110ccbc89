import { kioskMode, tableTabsOn } from '@orderly/domain';
import { useEffect } from 'react';
import { Redirect, useParams } from 'wouter';
import { newKioskVisit, startCleanAtKioskLink } from '../../features/kiosk/kiosk-reset.ts';
import {
  useRestaurant,
  useRestaurantState,
} from '../../features/restaurant/components/restaurant-provider.tsx';
import { lazyScreen, Screen } from '../../lib/lazy-screen.ts';
import { getSession, updateSession } from '../../lib/session.ts';
import { AppLayout } from '../layout/app-layout.tsx';
import { Splash } from '../layout/splash.tsx';

/* The join step of a table that keeps a tab (decision 0094): its own chunk, most tables keep none. */
const TableJoinRoute = lazyScreen(() => import('./table/table-join-route.tsx'));

/**
 * Entry links (SPEC.md section 2):
 *   /restaurants/{rid}/locations/{lid}                  pickup or delivery: clears the table
 *   /restaurants/{rid}/locations/{lid}/tables/{tableId} dine-in at a table
 * Both store the ids locally and go to the menu. A table whose location keeps tabs (decision 0094)
 * first asks the guest to join the table's visit.
 */
export function LocationEntry({ withTable }: { withTable: boolean }) {
  const { restaurantId = '', locationId = '', tableId = null } = useParams();
  const table = withTable ? tableId : null;
  const session = getSession();
  const stored =
    session.restaurantId === restaurantId &&
    session.locationId === locationId &&
    session.tableId === table &&
    !session.kiosk;
  useEffect(() => {
    updateSession({
      restaurantId,
      locationId,
      tableId: table,
      kiosk: false,
      kioskId: null,
      kioskVisit: null,
    });
  }, [restaurantId, locationId, table]);
  if (!stored) return null;
  if (!table) return <Redirect to="/menu" replace />;
  // The location's settings say whether the table keeps a tab: the app's frame waits for them.
  return (
    <AppLayout>
      <TableEntry />
    </AppLayout>
  );
}

/** At a table: its visit's join step where the location keeps tabs, else the menu at once. */
function TableEntry() {
  const { settings } = useRestaurant();
  if (!settings.dineInEnabled || !tableTabsOn(settings)) return <Redirect to="/menu" replace />;
  return <Screen of={TableJoinRoute} />;
}

/**
 * /restaurants/{rid}/locations/{lid}/kiosks/{tableId}/: virtual kiosk, then the order-type chooser,
 * once the location's settings say the kiosk is on (virtualKioskEnabled). With it off the link
 * opens the location's menu, as the location's own link does: no kiosk mode, no table.
 * The kiosk's link is its start screen (decision 0092): a device that still keeps an earlier
 * customer's data forgets it here and reloads once, clean.
 */
export function KioskEntry() {
  const { restaurantId = '', locationId = '', tableId = '' } = useParams();
  const session = getSession();
  const restaurant = useRestaurantState();
  const here =
    session.restaurantId === restaurantId &&
    session.locationId === locationId &&
    session.kioskId === tableId &&
    session.kioskVisit !== null;
  const enabled = here && restaurant.status === 'ready' ? kioskMode(restaurant.settings, true) : null;
  useEffect(() => {
    const kiosk = { restaurantId, locationId, tableId, kiosk: true, kioskId: tableId };
    if (startCleanAtKioskLink({ ...getSession(), ...kiosk })) return;
    updateSession({ ...kiosk, kioskVisit: getSession().kioskVisit ?? newKioskVisit(), chosenOrderType: '' });
  }, [restaurantId, locationId, tableId]);
  useEffect(() => {
    if (enabled === false) updateSession({ tableId: null, kiosk: false, kioskId: null, kioskVisit: null });
  }, [enabled]);
  if (!here) return null;
  // The location's settings decide between the kiosk and the menu: the splash shows meanwhile.
  if (restaurant.status === 'loading') return <Splash />;
  return <Redirect to={enabled === false ? '/menu' : '/order_type'} replace />;
}
