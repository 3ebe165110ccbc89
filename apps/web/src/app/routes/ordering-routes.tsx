import { lazy, type ReactElement } from 'react';
import { lazyScreen, Screen } from '../../lib/lazy-screen.ts';
import { Route } from '../../lib/router.tsx';

export const CheckoutRoute = lazyScreen(() => import('./ordering/checkout-route.tsx'));
const OrderCompleteRoute = lazy(() => import('./ordering/order-complete-route.tsx'));
const OrderHistoryRoute = lazy(() => import('./ordering/order-history-route.tsx'));
const OrderDetailsRoute = lazy(() => import('./ordering/order-details-route.tsx'));
const OrderTimeRoute = lazy(() => import('./ordering/order-time-route.tsx'));
const OrderTimeModalRoute = lazy(() => import('./ordering/order-time-modal-route.tsx'));
const RequestsRoute = lazy(() => import('./ordering/requests-route.tsx'));

/**
 * Screens of the ordering feature (checkout, order complete, order history and details, order
 * time, dine-in requests), as `<Route>` elements placed inside the app layout by the router.
 */
export const orderingRoutes: ReactElement[] = [
  <Route key="checkout" path="/checkout" element={<Screen of={CheckoutRoute} />} />,
  <Route key="order_complete" path="/order_complete" element={<OrderCompleteRoute />} />,
  <Route key="order_history" path="/order_history" element={<OrderHistoryRoute />} />,
  <Route key="order_details" path="/order_details" element={<OrderDetailsRoute />} />,
  <Route key="order_time" path="/order_time" element={<OrderTimeRoute />} />,
  <Route key="requests" path="/requests" element={<RequestsRoute />} />,
];

/** Ordering screens that open over another screen on desktop (modals). */
export const orderingModalRoutes: ReactElement[] = [
  <Route key="order_time" path="/order_time" element={<OrderTimeModalRoute />} />,
];
