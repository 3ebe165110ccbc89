import { useCallback } from 'react';
import { matchRoute, type Parser, useLocation, useRouter } from 'wouter';
import { useAppLocation } from '../../../lib/location.tsx';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { accountModalRoutes } from '../account-routes.tsx';
import { orderingModalRoutes } from '../ordering-routes.tsx';

function hasModal(parser: Parser, pathname: string): boolean {
  return [...accountModalRoutes, ...orderingModalRoutes].some(
    (route) => matchRoute(parser, route.props.path, pathname)[0],
  );
}

/**
 * Opens an editor of a section (card, address, contact, time…): a modal over the current screen on
 * desktop when the screen has one, otherwise its page.
 */
export function useOpenEditor(): (pathname: string) => void {
  const [, navigate] = useLocation();
  const location = useAppLocation();
  const { parser } = useRouter();
  const isDesktop = useIsDesktop();
  return useCallback(
    (pathname: string) => {
      const background = isDesktop && hasModal(parser, pathname) ? location : undefined;
      navigate(pathname, { state: background ? { background } : undefined });
    },
    [navigate, location, parser, isDesktop],
  );
}
