import { kioskMode } from '@orderly/domain';
import { useEffect } from 'react';
import { Redirect, useParams } from 'wouter';
import { newKioskVisit, startCleanAtKioskLink } from '../../features/kiosk/kiosk-reset.ts';
import { useRestaurantState } from '../../features/restaurant/components/restaurant-provider.tsx';
import { getSession, updateSession } from '../../lib/session.ts';
import { Splash } from '../layout/splash.tsx';

/**
 * Entry links (SPEC.md section 2):
 *   /restaurants/{rid}/locations/{lid}                  pickup or delivery: clears the table
 *   /restaurants/{rid}/locations/{lid}/tables/{tableId} dine-in at a table
 * Both store the ids locally and go to the menu.
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
  return stored ? <Redirect to="/menu" replace /> : null;
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
