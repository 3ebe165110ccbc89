import { lazy, type ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyScreen, Screen } from '../../lib/lazy-screen.ts';
import {
  CHECKOUT,
  ORDER_COMPLETE,
  ORDER_DETAILS,
  ORDER_HISTORY,
  ORDER_TIME,
  REQUESTS,
} from '../../lib/paths.ts';
import { AppLayout } from '../layout/app-layout.tsx';

export const CheckoutRoute = lazyScreen(() => import('./ordering/checkout-route.tsx'));
const OrderCompleteRoute = lazy(() => import('./ordering/order-complete-route.tsx'));
const OrderHistoryRoute = lazy(() => import('./ordering/order-history-route.tsx'));
const OrderDetailsRoute = lazy(() => import('./ordering/order-details-route.tsx'));
const OrderTimeRoute = lazy(() => import('./ordering/order-time-route.tsx'));
const OrderTimeModalRoute = lazy(() => import('./ordering/order-time-modal-route.tsx'));
const RequestsRoute = lazy(() => import('./ordering/requests-route.tsx'));

/**
 * Screens of the ordering feature (checkout, order complete, order history and details, order
 * time, dine-in requests), placed in the router's <Switch>, each in the app's frame.
 */
export const orderingRoutes = (
  <>
    <Route path={CHECKOUT}>
      <AppLayout>
        <Screen of={CheckoutRoute} />
      </AppLayout>
    </Route>
    <Route path={ORDER_COMPLETE}>
      <AppLayout>
        <OrderCompleteRoute />
      </AppLayout>
    </Route>
    <Route path={ORDER_HISTORY}>
      <AppLayout>
        <OrderHistoryRoute />
      </AppLayout>
    </Route>
    <Route path={ORDER_DETAILS}>
      <AppLayout>
        <OrderDetailsRoute />
      </AppLayout>
    </Route>
    <Route path={ORDER_TIME}>
      <AppLayout>
        <OrderTimeRoute />
      </AppLayout>
    </Route>
    <Route path={REQUESTS}>
      <AppLayout>
        <RequestsRoute />
      </AppLayout>
    </Route>
  </>
);

/** Ordering screens that open over another screen on desktop (modals). */
export const orderingModalRoutes: ReactElement<{ path: string }>[] = [
  <Route key="order_time" path={ORDER_TIME}>
    <OrderTimeModalRoute />
  </Route>,
];
