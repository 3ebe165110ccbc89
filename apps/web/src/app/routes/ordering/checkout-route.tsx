import { canOrderAsGuest, guestWarning } from '@orderly/domain';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { RequireLogin } from '../../../features/auth/require-login.tsx';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { CheckoutScreen } from '../../../features/checkout/checkout-screen.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { useAppLocation } from '../../../lib/location.tsx';
import { CART } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import { useOrdering } from '../../use-ordering.ts';
import modal from './modal.module.css';

/**
 * /checkout: login required, except a guest's dine-in order reached from the cart's ORDER AS GUEST
 * (navigation state `{ guest: true }`), which first asks the guest to confirm, and a kiosk's order.
 */
export default function CheckoutRoute() {
  const location = useAppLocation();
  const account = useCurrentUser();
  const { settings } = useRestaurant();
  const ordering = useOrdering();
  useDocumentTitle(`Checkout · ${settings.name}`);
  const wantsGuest = (location.state as { guest?: boolean } | null)?.guest === true;
  // A table that cannot order (dine-in ordering off) is told why in the cart.
  if (ordering.blocked) return <Redirect to={CART} replace />;
  // A kiosk orders as a guest, with no login and no prompt: it is shared (decision 0092).
  if (ordering.kiosk) return <CheckoutScreen guest ordering={ordering} />;
  if (
    account.status === 'signed-out' &&
    wantsGuest &&
    canOrderAsGuest({ settings, orderType: ordering.orderType, loggedIn: false })
  ) {
    return <GuestCheckout />;
  }
  return (
    <RequireLogin>
      <CheckoutScreen guest={false} ordering={ordering} />
    </RequireLogin>
  );
}

function GuestCheckout() {
  const { settings } = useRestaurant();
  const ordering = useOrdering();
  const [, navigate] = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  const cancel = () => navigate(CART, { replace: true });
  return (
    <>
      <CheckoutScreen guest ordering={ordering} />
      {!confirmed && (
        <Dialog title="Order as Guest?" onClose={cancel}>
          <div className={modal.body} data-testid="guest-prompt">
            <p>{guestWarning(settings)}</p>
            <div className={modal.actions}>
              <Button variant="secondary" onClick={cancel}>
                CANCEL
              </Button>
              <Button onClick={() => setConfirmed(true)}>CONTINUE AS GUEST</Button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
