import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session.ts';
import { applyServerCart, startAccountCart, stopAccountCart } from '../account-cart.ts';
import { useCurrentUser } from '../use-current-user.ts';

/** Mounted once by the app layout: keeps a signed-in user's cart on the server. */
export function AccountCartSync() {
  const { status, restaurantData } = useCurrentUser();
  const { restaurantId } = useSession();
  const active = status === 'signed-in' && restaurantData !== null && restaurantId !== null;
  const dataRef = useRef(restaurantData);
  dataRef.current = restaurantData;

  useEffect(() => {
    if (!active || !restaurantId || !dataRef.current) return;
    startAccountCart(restaurantId, dataRef.current);
    return stopAccountCart;
  }, [active, restaurantId]);

  useEffect(() => {
    if (active && restaurantData) applyServerCart(restaurantData);
  }, [active, restaurantData]);

  return null;
}
