import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { SignInScreen } from '../features/auth/sign-in-screen.tsx';
import { LocationPicker } from '../features/locations/location-picker.tsx';
import { manageChildRoutes } from '../features/manage/manage-routes.ts';
import { QueueScreen } from '../features/queue/queue-screen.tsx';
import { useSession } from '../lib/session.ts';
import { WorkspaceGate } from './workspace.tsx';

function Home() {
  const session = useSession();
  if (!session) return <Navigate to="/sign-in" replace />;
  return <LocationPicker />;
}

function NotFound() {
  return (
    <main className="notice">
      <h1>Page not found</h1>
      <p>This address is not part of the staff app.</p>
      <a className="btn btn--primary btn--big" href="/staff/">
        Go to the staff app
      </a>
    </main>
  );
}

export const router = createBrowserRouter(
  [
    {
      element: <Outlet />,
      children: [
        { index: true, element: <Home /> },
        { path: 'sign-in', element: <SignInScreen /> },
        {
          path: 'password',
          lazy: async () => ({
            Component: (await import('../features/auth/change-password-screen.tsx')).ChangePasswordScreen,
          }),
        },
        {
          // The link of a staff invitation e-mail; loaded only when opened.
          path: 'invitation/:token',
          lazy: async () => ({
            Component: (await import('../features/invitation/invitation-screen.tsx')).InvitationScreen,
          }),
        },
        {
          path: 'restaurants/:restaurantId/locations/:locationId',
          element: <WorkspaceGate />,
          children: [
            { index: true, element: <QueueScreen /> },
            // The live queue loads first; the other tabs (QR codes, date maths) load when opened.
            {
              path: 'menu',
              lazy: async () => ({
                Component: (await import('../features/menu/menu-screen.tsx')).MenuScreen,
              }),
            },
            {
              path: 'tables',
              lazy: async () => ({
                Component: (await import('../features/tables/tables-screen.tsx')).TablesScreen,
              }),
            },
            {
              path: 'today',
              lazy: async () => ({
                Component: (await import('../features/today/today-screen.tsx')).TodayScreen,
              }),
            },
          ],
        },
        {
          // The back office (managers): the shell and each section load only when opened.
          path: 'manage/:restaurantId',
          lazy: async () => ({
            Component: (await import('../features/manage/manage-shell.tsx')).ManageShell,
          }),
          children: manageChildRoutes(),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: '/staff' },
);
