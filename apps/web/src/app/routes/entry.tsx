import { useEffect } from 'react';
import { Redirect, useParams } from 'wouter';
import { getSession, updateSession } from '../../lib/session.ts';

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
    updateSession({ restaurantId, locationId, tableId: table, kiosk: false });
  }, [restaurantId, locationId, table]);
  return stored ? <Redirect to="/menu" replace /> : null;
}

/** /restaurants/{rid}/locations/{lid}/kiosks/{tableId}/: virtual kiosk, then the order-type chooser. */
export function KioskEntry() {
  const { restaurantId = '', locationId = '', tableId = '' } = useParams();
  const session = getSession();
  const stored = session.restaurantId === restaurantId && session.locationId === locationId && session.kiosk;
  useEffect(() => {
    updateSession({ restaurantId, locationId, tableId, kiosk: true });
  }, [restaurantId, locationId, tableId]);
  return stored ? <Redirect to="/order_type" replace /> : null;
}
