import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import {
  RestaurantProvider,
  useRestaurantState,
} from '../features/restaurant/components/restaurant-provider.tsx';
import { type LazyScreen, lazyScreen, Screen } from '../lib/lazy-screen.ts';
import { type AppLocation, AtLocation, useAppLocation } from '../lib/location.tsx';
import {
  ACCESSORIES,
  CART,
  CATEGORY,
  CHECKOUT,
  ENTRY,
  ENTRY_KIOSK,
  ENTRY_TABLE,
  LOCATIONS,
  MENU,
  ORDER_COMPLETE,
  ORDER_TYPE,
  PRODUCT,
  SEARCH,
  TABLE_TAB,
} from '../lib/paths.ts';
import { loadOnIntent, prefetchWhenIdle } from '../lib/prefetch-screens.ts';
import { useSession } from '../lib/session.ts';
import { DESKTOP_QUERY, useIsDesktop } from '../lib/use-media-query.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFound } from './layout/not-found.tsx';
import { accountModalRoutes, accountRoutes } from './routes/account-routes.tsx';
import { KioskEntry, LocationEntry } from './routes/entry.tsx';
import MenuRoute from './routes/menu-route.tsx';
import { CheckoutRoute, orderingModalRoutes, orderingRoutes } from './routes/ordering-routes.tsx';

/*
 * The menu, where nearly every visit starts, comes with the app's main script (no second round
 * trip before it shows); every other screen is its own chunk, loaded when first opened.
 */
const CategoryRoute = lazyScreen(() => import('./routes/category-route.tsx'));
const SearchRoute = lazyScreen(() => import('./routes/search-route.tsx'));
const ProductRoute = lazyScreen(() => import('./routes/product-route.tsx'));
const ProductModalRoute = lazyScreen(() => import('./routes/product-modal-route.tsx'));
const AccessoriesRoute = lazyScreen(() => import('./routes/accessories-route.tsx'));
const AccessoriesModalRoute = lazyScreen(() => import('./routes/accessories-modal-route.tsx'));
const CartRoute = lazyScreen(() => import('./routes/cart-route.tsx'));
const LocationsRoute = lazyScreen(() => import('./routes/locations-route.tsx'));
const OrderTypeRoute = lazyScreen(() => import('./routes/order-type-route.tsx'));
const PlatformHomeRoute = lazyScreen(() => import('./routes/platform-home-route.tsx'));
const OrderTrackingRoute = lazyScreen(() => import('./routes/ordering/order-tracking-route.tsx'));
const TableTabRoute = lazyScreen(() => import('./routes/table/table-tab-route.tsx'));

/*
 * The screen of the address the app opens at (a link, a reload) starts loading at once (index.html
 * has preloaded its chunk): when the restaurant's data arrives, it shows with the app's frame
 * instead of after a spinner.
 */
const landingScreens: Record<string, LazyScreen> = {
  [CATEGORY]: CategoryRoute,
  [SEARCH]: SearchRoute,
  [PRODUCT]: ProductRoute,
  [CART]: CartRoute,
  [CHECKOUT]: CheckoutRoute,
  [ORDER_TYPE]: OrderTypeRoute,
  [LOCATIONS]: LocationsRoute,
};
void landingScreens[window.location.pathname]?.preload();

/*
 * The screens a diner opens next from each screen, in that order (decision 0098): their files are
 * prefetched once the screen is painted and the page idle. `toaster` is the "Added to cart" toast's
 * chunk. The names are keys of index.html's map of each screen's files (vite.config.ts).
 */
const NEXT_SCREENS: Record<string, readonly string[]> = {
  [MENU]: [CATEGORY, PRODUCT, ACCESSORIES, 'toaster', SEARCH],
  [CATEGORY]: [PRODUCT, ACCESSORIES, 'toaster', CART],
  [SEARCH]: [PRODUCT, ACCESSORIES, 'toaster'],
  [PRODUCT]: [ACCESSORIES, 'toaster', CART],
  [ACCESSORIES]: [CART, CHECKOUT],
  [CART]: [CHECKOUT, ORDER_COMPLETE],
  [CHECKOUT]: [ORDER_COMPLETE],
};

/* A tap on a link (or a tile marked data-opens) starts loading its screen on pointerdown. */
const onDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;
loadOnIntent(CATEGORY, () => [CategoryRoute]);
loadOnIntent(SEARCH, () => [SearchRoute]);
loadOnIntent(PRODUCT, () => [onDesktop() ? ProductModalRoute : ProductRoute]);
loadOnIntent(ACCESSORIES, () => [onDesktop() ? AccessoriesModalRoute : AccessoriesRoute]);
loadOnIntent(CART, () => [CartRoute]);

/** Once the restaurant's screen is there, the files of the screens likely next are prefetched. */
function PrefetchNextScreens({ path }: { path: string }) {
  const ready = useRestaurantState().status === 'ready';
  useEffect(() => {
    if (ready) prefetchWhenIdle(NEXT_SCREENS[path] ?? []);
  }, [ready, path]);
  return null;
}

/** A screen opened over another keeps that screen underneath (desktop modals). */
type WithBackground = { background?: AppLocation } | null;

/*
 * Every screen but the entry links and the 404 is shown in the app's frame (<AppLayout>): the same
 * element at the same place for each route, so the frame stays mounted from screen to screen.
 */
export function AppRoutes() {
  const location = useAppLocation();
  const session = useSession();
  const isDesktop = useIsDesktop();
  const background = isDesktop ? (location.state as WithBackground)?.background : undefined;

  return (
    <RestaurantProvider restaurantId={session.restaurantId} locationId={session.locationId}>
      <AtLocation at={background ?? location}>
        <Switch>
          <Route path={ENTRY}>
            <LocationEntry withTable={false} />
          </Route>
          <Route path={ENTRY_TABLE}>
            <LocationEntry withTable />
          </Route>
          <Route path={TABLE_TAB}>
            <AppLayout>
              <Screen of={TableTabRoute} />
            </AppLayout>
          </Route>
          <Route path={ENTRY_KIOSK}>
            <KioskEntry />
          </Route>
          <Route path={ORDER_TYPE}>
            <AppLayout>
              <Screen of={OrderTypeRoute} />
            </AppLayout>
          </Route>
          <Route path={MENU}>
            <AppLayout>
              <MenuRoute />
            </AppLayout>
          </Route>
          <Route path={CATEGORY}>
            <AppLayout>
              <Screen of={CategoryRoute} />
            </AppLayout>
          </Route>
          <Route path={SEARCH}>
            <AppLayout>
              <Screen of={SearchRoute} />
            </AppLayout>
          </Route>
          <Route path={PRODUCT}>
            <AppLayout>
              <Screen of={ProductRoute} />
            </AppLayout>
          </Route>
          <Route path={ACCESSORIES}>
            <AppLayout>
              <Screen of={AccessoriesRoute} />
            </AppLayout>
          </Route>
          <Route path={CART}>
            <AppLayout>
              <Screen of={CartRoute} />
            </AppLayout>
          </Route>
          <Route path={LOCATIONS}>
            <AppLayout>
              <Screen of={LocationsRoute} />
            </AppLayout>
          </Route>
          {accountRoutes}
          {orderingRoutes}
          <Route path="/track">
            {/* A kiosk is shared: no tracking link opens there (decision 0092). */}
            {session.kiosk ? (
              <Redirect to="/menu" replace />
            ) : (
              <Suspense fallback={null}>
                <Screen of={OrderTrackingRoute} />
              </Suspense>
            )}
          </Route>
          <Route path="/">
            {session.restaurantId ? (
              <Redirect to="/menu" replace />
            ) : (
              <Suspense fallback={null}>
                <Screen of={PlatformHomeRoute} />
              </Suspense>
            )}
          </Route>
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </AtLocation>
      {background && <ModalScreens />}
      <PrefetchNextScreens path={location.pathname} />
    </RestaurantProvider>
  );
}

/**
 * The screens opened over another on desktop (the address's own screen, over the one underneath).
 * Shown once the restaurant has loaded: a reload with a modal open shows the splash first.
 */
function ModalScreens() {
  const { status } = useRestaurantState();
  if (status !== 'ready') return null;
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={PRODUCT}>
          <Screen of={ProductModalRoute} />
        </Route>
        <Route path={ACCESSORIES}>
          <Screen of={AccessoriesModalRoute} />
        </Route>
        {accountModalRoutes}
        {orderingModalRoutes}
      </Switch>
    </Suspense>
  );
}
