import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { SignInScreen } from '../features/auth/sign-in-screen.tsx';
import { LocationPicker } from '../features/locations/location-picker.tsx';
import { MenuScreen } from '../features/menu/menu-screen.tsx';
import { QueueScreen } from '../features/queue/queue-screen.tsx';
import { TablesScreen } from '../features/tables/tables-screen.tsx';
import { TodayScreen } from '../features/today/today-screen.tsx';
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
          path: 'restaurants/:restaurantId/locations/:locationId',
          element: <WorkspaceGate />,
          children: [
            { index: true, element: <QueueScreen /> },
            { path: 'menu', element: <MenuScreen /> },
            { path: 'tables', element: <TablesScreen /> },
            { path: 'today', element: <TodayScreen /> },
          ],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: '/staff' },
);
