import { lazy, type ReactElement } from 'react';
import { Route } from 'wouter';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import {
  AUTH_ROUTE,
  CHANGE_PASSWORD,
  CREDIT_CARD_MODAL,
  CREDIT_CARD_ROUTE,
  DELIVERY_DETAILS_MODAL,
  DELIVERY_DETAILS_ROUTE,
  RESET_PASSWORD_ROUTE,
  REWARDS_ROUTE,
  USER,
  USER_DETAILS_MODAL,
  USER_DETAILS_ROUTE,
} from '../../lib/paths.ts';
import { AppLayout } from '../layout/app-layout.tsx';

/* Each screen is its own chunk, loaded when first opened. */
const AuthRoute = lazy(() => import('./account/auth-route.tsx'));
const ResetPasswordRoute = lazy(() => import('./account/reset-password-route.tsx'));
const UserRoute = lazy(() => import('./account/user-route.tsx'));
const UserDetailsRoute = lazy(() => import('./account/user-details-route.tsx'));
const ChangePasswordRoute = lazy(() => import('./account/change-password-route.tsx'));
const CreditCardRoute = lazy(() => import('./account/credit-card-route.tsx'));
const DeliveryDetailsRoute = lazy(() => import('./account/delivery-details-route.tsx'));
const RewardsRoute = lazy(() => import('./account/rewards-route.tsx'));
/* The desktop editors' dialog (Radix) is loaded with the first editor opened over the checkout. */
const EditorModal = lazy(() =>
  import('./account/editor-modal.tsx').then((module) => ({ default: module.EditorModal })),
);

const loginRequired = (screen: ReactElement) => (
  <AppLayout>
    <RequireLogin>{screen}</RequireLogin>
  </AppLayout>
);

/**
 * Screens of the account feature (sign in, user hub, user details, password, card, delivery
 * details, rewards), placed in the router's <Switch>, each in the app's frame.
 */
export const accountRoutes = (
  <>
    <Route path={AUTH_ROUTE}>
      <AppLayout>
        <AuthRoute />
      </AppLayout>
    </Route>
    <Route path={RESET_PASSWORD_ROUTE}>
      <AppLayout>
        <ResetPasswordRoute />
      </AppLayout>
    </Route>
    <Route path={USER}>{loginRequired(<UserRoute />)}</Route>
    <Route path={USER_DETAILS_ROUTE}>{loginRequired(<UserDetailsRoute />)}</Route>
    <Route path={CHANGE_PASSWORD}>{loginRequired(<ChangePasswordRoute />)}</Route>
    <Route path={CREDIT_CARD_ROUTE}>{loginRequired(<CreditCardRoute />)}</Route>
    <Route path={DELIVERY_DETAILS_ROUTE}>{loginRequired(<DeliveryDetailsRoute />)}</Route>
    <Route path={REWARDS_ROUTE}>
      <AppLayout>
        <RewardsRoute />
      </AppLayout>
    </Route>
  </>
);

const editorModal = (title: string, element: ReactElement) => (
  <RequireLogin>
    <EditorModal title={title}>{element}</EditorModal>
  </RequireLogin>
);

/**
 * Account screens that open over another screen on desktop (modals): the checkout's card,
 * delivery address and contact editors.
 */
export const accountModalRoutes: ReactElement<{ path: string }>[] = [
  <Route key="card" path={CREDIT_CARD_MODAL}>
    {editorModal('Credit / Debit Card', <CreditCardRoute />)}
  </Route>,
  <Route key="delivery" path={DELIVERY_DETAILS_MODAL}>
    {editorModal('Delivery Details', <DeliveryDetailsRoute />)}
  </Route>,
  <Route key="details" path={USER_DETAILS_MODAL}>
    {editorModal('User Details', <UserDetailsRoute />)}
  </Route>,
];
