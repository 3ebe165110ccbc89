import { lazy, type ReactElement } from 'react';
import { Route } from 'wouter';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { AppLayout } from '../layout/app-layout.tsx';

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

const loginRequired = (screen: ReactElement) => (
  <AppLayout>
    <RequireLogin>{screen}</RequireLogin>
  </AppLayout>
);

/**
 * Screens of the account feature (sign in, user hub, user details, card, delivery details,
 * rewards), placed in the router's <Switch>, each in the app's frame.
 */
export const accountRoutes = (
  <>
    <Route path="/auth/*?">
      <AppLayout>
        <AuthRoute />
      </AppLayout>
    </Route>
    <Route path="/reset_password/:token">
      <AppLayout>
        <ResetPasswordRoute />
      </AppLayout>
    </Route>
    <Route path="/user">{loginRequired(<UserRoute />)}</Route>
    <Route path="/user_details/:nextRoute?">{loginRequired(<UserDetailsRoute />)}</Route>
    <Route path="/credit_card/:nextRoute?">{loginRequired(<CreditCardRoute />)}</Route>
    <Route path="/delivery_details/:nextRoute?">{loginRequired(<DeliveryDetailsRoute />)}</Route>
    <Route path="/rewards/:nextRoute?">
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
  <Route key="card" path="/credit_card/:nextRoute">
    {editorModal('Credit / Debit Card', <CreditCardRoute />)}
  </Route>,
  <Route key="delivery" path="/delivery_details/:nextRoute">
    {editorModal('Delivery Details', <DeliveryDetailsRoute />)}
  </Route>,
  <Route key="details" path="/user_details/:nextRoute">
    {editorModal('User Details', <UserDetailsRoute />)}
  </Route>,
];
