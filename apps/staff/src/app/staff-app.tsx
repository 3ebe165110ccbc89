import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { MeProvider } from '../features/auth/me-context.tsx';
import { PrintHost } from '../features/printing/print-host.tsx';
import { LiveProvider } from '../lib/client.tsx';
import { useSession } from '../lib/session.ts';
import { useDialogOpen } from '../lib/use-dialog-open.ts';
import { router } from './router.tsx';

const PHONE = '(max-width: 599px)';
const phoneQuery = () => window.matchMedia(PHONE);
const subscribePhone = (changed: () => void) => {
  const query = phoneQuery();
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Session, live connection and printing wrap every screen of the staff app. */
export function StaffApp() {
  const session = useSession();
  // On a phone toasts stack into the space of one (a tap spreads them), so a busy service never
  // buries the cards; from a tablet up they sit side by side and a new order never hides an Undo.
  const phone = useSyncExternalStore(subscribePhone, () => phoneQuery().matches);
  // A phone's dialog is the whole screen with its buttons at the bottom, where a toast covered them
  // (Save product in the menu editor): while one is open, toasts come from the top.
  const dialogOpen = useDialogOpen();
  const routes = <RouterProvider router={router} />;
  return (
    <PrintHost>
      <MeProvider>
        {session ? (
          <LiveProvider key={session.token} token={session.token}>
            {routes}
          </LiveProvider>
        ) : (
          routes
        )}
      </MeProvider>
      <Toaster
        theme="dark"
        position={phone && dialogOpen ? 'top-center' : 'bottom-right'}
        richColors
        closeButton
        // Side by side, never stacked: a new order's toast must not cover an earlier Undo.
        expand={!phone}
        visibleToasts={phone ? 3 : 4}
        duration={4000}
        mobileOffset={{ bottom: 80 }}
      />
    </PrintHost>
  );
}
