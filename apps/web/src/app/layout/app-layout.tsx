import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AccountCartSync } from '../../features/auth/components/account-cart-sync.tsx';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { setCartScope } from '../../features/cart/cart-store.ts';
import { useCartItemCount } from '../../features/cart/use-cart-item-count.ts';
import { kioskShows } from '../../features/kiosk/kiosk-screens.ts';
import { readBrand } from '../../features/restaurant/brand-cache.ts';
import {
  type ReadyRestaurant,
  useRestaurantState,
} from '../../features/restaurant/components/restaurant-provider.tsx';
import { useToasterWanted } from '../../lib/notify.ts';
import { MENU, ORDER_TYPE } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useCartTarget } from '../use-cart-target.ts';
import { useOrdering } from '../use-ordering.ts';
import styles from './app-layout.module.css';
import { BottomNav } from './bottom-nav.tsx';
import { BusyBanner } from './busy-banner.tsx';
import { ClosedBanner } from './closed-banner.tsx';
import { bottomNavLinks } from './nav-links.ts';
import { NotFound } from './not-found.tsx';
import { Splash } from './splash.tsx';
import { StatusPage } from './status-page.tsx';
import { TopBar } from './top-bar.tsx';
import { useBrandTheme } from './use-brand-theme.ts';

const Toaster = lazy(() => import('./toaster.tsx'));
// Only a kiosk watches for a customer who walked away: kept out of everyone else's first load.
const KioskWatch = lazy(() =>
  import('../../features/kiosk/kiosk-watch.tsx').then((module) => ({ default: module.KioskWatch })),
);

/**
 * The frame of every screen (`children`) once a restaurant is chosen: splash while it loads, 404 for an unknown
 * restaurant, then the brand, the navigation and the closed banner around the screen.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const state = useRestaurantState();
  const session = useSession();
  const cached = readBrand(session.restaurantId);
  useBrandTheme(state.status === 'ready' ? state.settings.styles : cached);

  const scope =
    session.restaurantId && session.locationId ? `${session.restaurantId}:${session.locationId}` : null;
  useEffect(() => setCartScope(scope), [scope]);

  switch (state.status) {
    case 'no-restaurant':
      return (
        <StatusPage
          title="Which restaurant are you ordering from?"
          body="Open the restaurant's ordering link or scan the QR code on your table to see the menu."
        />
      );
    case 'loading':
      return <Splash logo={cached?.logo} name={cached?.name} />;
    case 'not-found':
      return <NotFound message={state.message} />;
    case 'error':
      return (
        <StatusPage
          title="We could not load the menu"
          body={state.message}
          actions={
            <button type="button" className={buttonClass('primary')} onClick={state.retry}>
              Try again
            </button>
          }
        />
      );
    case 'ready':
      return <ReadyLayout restaurant={state}>{children}</ReadyLayout>;
  }
}

function ReadyLayout({ restaurant, children }: { restaurant: ReadyRestaurant; children: ReactNode }) {
  const ordering = useOrdering();
  const cartCount = useCartItemCount();
  const cartTarget = useCartTarget();
  const account = useCurrentUser();
  const signedIn = account.status !== 'signed-out';
  const toasterWanted = useToasterWanted();
  const [pathname] = useLocation();
  // A kiosk shows only its own screens (decision 0092): any other address opens the menu.
  if (ordering.kiosk && !kioskShows(pathname)) return <Redirect to={MENU} replace />;
  // The start screen with nothing chosen has nothing to forget: the idle timer waits for a customer.
  const kioskWatching = ordering.kiosk && (pathname !== ORDER_TYPE || cartCount > 0 || signedIn);
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AccountCartSync />
      <TopBar
        restaurant={restaurant}
        cartCount={cartCount}
        cartTarget={cartTarget}
        signedIn={signedIn}
        kiosk={ordering.kiosk}
      />
      <ClosedBanner settings={restaurant.settings} orderType={ordering.orderType} />
      <BusyBanner settings={restaurant.settings} orderType={ordering.orderType} />
      <main id="main" className={styles.main}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
      <BottomNav links={bottomNavLinks(restaurant.settings, ordering, signedIn)} />
      {ordering.kiosk && (
        <Suspense fallback={null}>
          <KioskWatch watching={kioskWatching} />
        </Suspense>
      )}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster theme={restaurant.settings.styles.theme} />
        </Suspense>
      )}
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className={styles.pageSpinner}>
      <Spinner />
    </div>
  );
}

/** Links that lead back to the menu from anywhere. */
export function BackToMenu() {
  return (
    <Link to="/menu" className={buttonClass('primary')}>
      Back to menu
    </Link>
  );
}
