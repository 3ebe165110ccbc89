import { useCallback } from 'react';
import { matchPath, useLocation, useNavigate } from '../../../lib/router.tsx';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { accountModalRoutes } from '../account-routes.tsx';
import { orderingModalRoutes } from '../ordering-routes.tsx';

function hasModal(pathname: string): boolean {
  return [...accountModalRoutes, ...orderingModalRoutes].some((route) => {
    const path = (route.props as { path?: string }).path;
    return path !== undefined && matchPath(path, pathname) !== null;
  });
}

/**
 * Opens an editor of a section (card, address, contact, time…): a modal over the current screen on
 * desktop when the screen has one, otherwise its page.
 */
export function useOpenEditor(): (pathname: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const isDesktop = useIsDesktop();
  return useCallback(
    (pathname: string) => {
      const background = isDesktop && hasModal(pathname) ? location : undefined;
      navigate(pathname, { state: background ? { background } : undefined });
    },
    [navigate, location, isDesktop],
  );
}
