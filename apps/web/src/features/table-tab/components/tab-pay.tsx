import { paymentPolicy } from '@orderly/domain';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { useRestaurant } from '../../restaurant/components/restaurant-provider.tsx';
import type { TableTab } from '../api/table-visits.ts';
import { useTabPayment } from '../use-tab-payment.ts';
import { PaySection } from './pay-section.tsx';

/** The Pay section with its state, for the diner this phone belongs to (a guest or signed in). */
export function TabPay(props: {
  tab: TableTab;
  token: string;
  onTab: (tab: TableTab) => void;
  signInHref: string;
}) {
  const { settings } = useRestaurant();
  const account = useCurrentUser();
  const signedIn = account.status === 'signed-in' && account.user !== null;
  const card = signedIn ? (account.user?.payment?.card ?? null) : undefined;
  // A restaurant that takes dine-in payment at the counter only takes the tab there too.
  const cardsTaken = paymentPolicy(settings, 'Dine-in') !== 'offline';
  const payment = useTabPayment({
    tab: props.tab,
    token: props.token,
    settings,
    signedIn,
    hasCard: cardsTaken && Boolean(card),
    onTab: props.onTab,
  });
  return (
    <PaySection
      tab={props.tab}
      payment={payment}
      card={card}
      cardsTaken={cardsTaken}
      signInHref={props.signInHref}
    />
  );
}
