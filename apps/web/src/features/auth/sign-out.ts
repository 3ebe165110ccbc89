import { loggedOutMessage } from '@orderly/domain';
import { useCallback } from 'react';
import { type NavigateOptions, useLocation } from 'wouter';
import { call } from '../../lib/client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { clearCart } from '../cart/cart-store.ts';
import { stopAccountCart } from './account-cart.ts';
import { getAuthToken, setAuthToken } from './auth-token.ts';

type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/**
 * Where a login-required screen sends the user right after an intended sign-out (instead of
 * /auth/{itself}); cleared once the navigation has happened.
 */
let signedOutTo: string | null = null;

export function signedOutDestination(): string | null {
  return signedOutTo;
}

/** Ends the session on this device: the server cart stays on the server, the screen's cart goes. */
export function endSession(): void {
  stopAccountCart();
  clearCart();
  setAuthToken(null);
}

/** Ends the session and goes to /auth/menu (sign out, account deleted). */
export function leaveAccount(navigate: NavigateFunction): void {
  signedOutTo = '/auth/menu';
  endSession();
  navigate('/auth/menu');
  window.setTimeout(() => {
    signedOutTo = null;
  }, 1000);
}

/**
 * Sign Out (SPEC.md section 2): the server forgets the session, then /auth/menu with
 * 'Successfully logged out!'. Signing out works offline too: the token is dropped whatever happens.
 */
export async function signOut(navigate: NavigateFunction): Promise<void> {
  if (getAuthToken()) await call('signOut').catch(() => undefined);
  leaveAccount(navigate);
  notifySuccess(loggedOutMessage);
}

export function useSignOut(): () => Promise<void> {
  const [, navigate] = useLocation();
  return useCallback(() => signOut(navigate), [navigate]);
}
