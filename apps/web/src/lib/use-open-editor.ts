import { useCallback } from 'react';
import { matchRoute, type Parser, useLocation, useRouter } from 'wouter';
import { useAppLocation } from './location.tsx';
import { CREDIT_CARD_MODAL, DELIVERY_DETAILS_MODAL, ORDER_TIME, USER_DETAILS_MODAL } from './paths.ts';
import { useIsDesktop } from './use-media-query.ts';

/** The patterns of the screens that open over the screen underneath on desktop (the modal routes'). */
const MODAL_ROUTES = [CREDIT_CARD_MODAL, DELIVERY_DETAILS_MODAL, USER_DETAILS_MODAL, ORDER_TIME];

function hasModal(parser: Parser, pathname: string): boolean {
  return MODAL_ROUTES.some((pattern) => matchRoute(parser, pattern, pathname)[0]);
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
