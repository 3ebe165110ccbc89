import { Suspense } from 'react';
import { RestaurantProvider } from '../features/restaurant/components/restaurant-provider.tsx';
import { type LazyScreen, lazyScreen, Screen } from '../lib/lazy-screen.ts';
import { type Location, Navigate, Route, Routes, useLocation } from '../lib/router.tsx';
import { useSession } from '../lib/session.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
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

/*
 * The screen of the address the app opens at (a link, a reload) starts loading at once (index.html
 * has preloaded its chunk): when the restaurant's data arrives, it shows with the app's frame
 * instead of after a spinner.
 */
const landingScreens: Record<string, LazyScreen> = {
  '/category': CategoryRoute,
  '/search': SearchRoute,
  '/product': ProductRoute,
  '/cart': CartRoute,
  '/checkout': CheckoutRoute,
  '/order_type': OrderTypeRoute,
  '/locations': LocationsRoute,
};
void landingScreens[window.location.pathname]?.preload();

const ENTRY = '/restaurants/:restaurantId/locations/:locationId';

/** A screen opened over another keeps that screen underneath (desktop modals). */
type WithBackground = { background?: Location } | null;

export function AppRoutes() {
  const location = useLocation();
  const session = useSession();
  const isDesktop = useIsDesktop();
  const background = isDesktop ? (location.state as WithBackground)?.background : undefined;

  return (
    <RestaurantProvider restaurantId={session.restaurantId} locationId={session.locationId}>
      <Routes location={background ?? location}>
        <Route path={ENTRY} element={<LocationEntry withTable={false} />} />
        <Route path={`${ENTRY}/tables/:tableId`} element={<LocationEntry withTable />} />
        <Route path={`${ENTRY}/kiosks/:tableId`} element={<KioskEntry />} />
        <Route element={<AppLayout />}>
          <Route path="/order_type" element={<Screen of={OrderTypeRoute} />} />
          <Route path="/menu" element={<MenuRoute />} />
          <Route path="/category" element={<Screen of={CategoryRoute} />} />
          <Route path="/search" element={<Screen of={SearchRoute} />} />
          <Route path="/product" element={<Screen of={ProductRoute} />} />
          <Route path="/accessories" element={<Screen of={AccessoriesRoute} />} />
          <Route path="/cart" element={<Screen of={CartRoute} />} />
          <Route path="/locations" element={<Screen of={LocationsRoute} />} />
          {accountRoutes}
          {orderingRoutes}
        </Route>
        <Route path="/" element={session.restaurantId ? <Navigate to="/menu" replace /> : <NotFound />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {background && (
        <Suspense fallback={null}>
          <Routes>
            <Route path="/product" element={<Screen of={ProductModalRoute} />} />
            <Route path="/accessories" element={<Screen of={AccessoriesModalRoute} />} />
            {accountModalRoutes}
            {orderingModalRoutes}
          </Routes>
        </Suspense>
      )}
    </RestaurantProvider>
  );
}
