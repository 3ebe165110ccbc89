import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { MeProvider } from '../features/auth/me-context.tsx';
import { PrintHost } from '../features/printing/print-host.tsx';
import { LiveProvider } from '../lib/client.tsx';
import { useSession } from '../lib/session.ts';
import { router } from './router.tsx';

/** Session, live connection and printing wrap every screen of the staff app. */
export function StaffApp() {
  const session = useSession();
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
        position="bottom-right"
        richColors
        closeButton
        // Side by side, never stacked: a new order's toast must not cover an earlier Undo.
        expand
        visibleToasts={4}
        duration={4000}
        mobileOffset={{ bottom: 80 }}
      />
    </PrintHost>
  );
}
