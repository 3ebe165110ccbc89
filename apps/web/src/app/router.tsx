import { lazy, Suspense } from 'react';
import { type Location, Navigate, Route, Routes, useLocation } from 'react-router';
import { RestaurantProvider } from '../features/restaurant/components/restaurant-provider.tsx';
import { useSession } from '../lib/session.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFound } from './layout/not-found.tsx';
import { accountModalRoutes, accountRoutes } from './routes/account-routes.tsx';
import { KioskEntry, LocationEntry } from './routes/entry.tsx';
import MenuRoute from './routes/menu-route.tsx';
import { orderingModalRoutes, orderingRoutes } from './routes/ordering-routes.tsx';

/*
 * The menu, where nearly every visit starts, comes with the app's main script (no second round
 * trip before it shows); every other screen is its own chunk, loaded when first opened.
 */
const CategoryRoute = lazy(() => import('./routes/category-route.tsx'));
const SearchRoute = lazy(() => import('./routes/search-route.tsx'));
const ProductRoute = lazy(() => import('./routes/product-route.tsx'));
const ProductModalRoute = lazy(() => import('./routes/product-modal-route.tsx'));
const AccessoriesRoute = lazy(() => import('./routes/accessories-route.tsx'));
const AccessoriesModalRoute = lazy(() => import('./routes/accessories-modal-route.tsx'));
const CartRoute = lazy(() => import('./routes/cart-route.tsx'));
const LocationsRoute = lazy(() => import('./routes/locations-route.tsx'));
const OrderTypeRoute = lazy(() => import('./routes/order-type-route.tsx'));

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
          <Route path="/order_type" element={<OrderTypeRoute />} />
          <Route path="/menu" element={<MenuRoute />} />
          <Route path="/category" element={<CategoryRoute />} />
          <Route path="/search" element={<SearchRoute />} />
          <Route path="/product" element={<ProductRoute />} />
          <Route path="/accessories" element={<AccessoriesRoute />} />
          <Route path="/cart" element={<CartRoute />} />
          <Route path="/locations" element={<LocationsRoute />} />
          {accountRoutes}
          {orderingRoutes}
        </Route>
        <Route path="/" element={session.restaurantId ? <Navigate to="/menu" replace /> : <NotFound />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {background && (
        <Suspense fallback={null}>
          <Routes>
            <Route path="/product" element={<ProductModalRoute />} />
            <Route path="/accessories" element={<AccessoriesModalRoute />} />
            {accountModalRoutes}
            {orderingModalRoutes}
          </Routes>
        </Suspense>
      )}
    </RestaurantProvider>
  );
}
