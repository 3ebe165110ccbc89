import { lazy, type ReactElement } from 'react';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { Route } from '../../lib/router.tsx';

/* Each screen is its own chunk, loaded when first opened. */
const AuthRoute = lazy(() => import('./account/auth-route.tsx'));
const ResetPasswordRoute = lazy(() => import('./account/reset-password-route.tsx'));
const UserRoute = lazy(() => import('./account/user-route.tsx'));
const UserDetailsRoute = lazy(() => import('./account/user-details-route.tsx'));
const CreditCardRoute = lazy(() => import('./account/credit-card-route.tsx'));
const DeliveryDetailsRoute = lazy(() => import('./account/delivery-details-route.tsx'));
const RewardsRoute = lazy(() => import('./account/rewards-route.tsx'));
/* The desktop editors' dialog (Radix) is loaded with the first editor opened over the checkout. */
const EditorModal = lazy(() =>
  import('./account/editor-modal.tsx').then((module) => ({ default: module.EditorModal })),
);

const loginRequired = (element: ReactElement) => <RequireLogin>{element}</RequireLogin>;

/**
 * Screens of the account feature (sign in, user hub, user details, card, delivery details,
 * rewards), as `<Route>` elements placed inside the app layout by the router.
 */
export const accountRoutes: ReactElement[] = [
  <Route key="auth" path="/auth/*" element={<AuthRoute />} />,
  <Route key="reset" path="/reset_password/:token" element={<ResetPasswordRoute />} />,
  <Route key="user" path="/user" element={loginRequired(<UserRoute />)} />,
  <Route key="details" path="/user_details" element={loginRequired(<UserDetailsRoute />)} />,
  <Route key="details-next" path="/user_details/:nextRoute" element={loginRequired(<UserDetailsRoute />)} />,
  <Route key="card" path="/credit_card" element={loginRequired(<CreditCardRoute />)} />,
  <Route key="card-next" path="/credit_card/:nextRoute" element={loginRequired(<CreditCardRoute />)} />,
  <Route key="delivery" path="/delivery_details" element={loginRequired(<DeliveryDetailsRoute />)} />,
  <Route
    key="delivery-next"
    path="/delivery_details/:nextRoute"
    element={loginRequired(<DeliveryDetailsRoute />)}
  />,
  <Route key="rewards" path="/rewards" element={<RewardsRoute />} />,
  <Route key="rewards-next" path="/rewards/:nextRoute" element={<RewardsRoute />} />,
];

const editorModal = (title: string, element: ReactElement) => (
  <RequireLogin>
    <EditorModal title={title}>{element}</EditorModal>
  </RequireLogin>
);

/**
 * Account screens that open over another screen on desktop (modals): the checkout's card,
 * delivery address and contact editors.
 */
export const accountModalRoutes: ReactElement[] = [
  <Route
    key="card-modal"
    path="/credit_card/:nextRoute"
    element={editorModal('Credit / Debit Card', <CreditCardRoute />)}
  />,
  <Route
    key="delivery-modal"
    path="/delivery_details/:nextRoute"
    element={editorModal('Delivery Details', <DeliveryDetailsRoute />)}
  />,
  <Route
    key="details-modal"
    path="/user_details/:nextRoute"
    element={editorModal('User Details', <UserDetailsRoute />)}
  />,
];
