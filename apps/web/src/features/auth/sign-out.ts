import { messages } from '@orderly/domain';
import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { apiData } from '../../lib/api-client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { clearCart } from '../cart/cart-store.ts';
import { stopAccountCart } from './account-cart.ts';
import { getAuthToken, setAuthToken } from './auth-token.ts';

/** Ends the session on this device: the server cart stays on the server, the screen's cart goes. */
export function endSession(): void {
  stopAccountCart();
  clearCart();
  setAuthToken(null);
}

/**
 * Sign Out (SPEC.md section 2): the server forgets the session, then /auth/menu with
 * 'Successfully logged out!'. Signing out works offline too: the token is dropped whatever happens.
 */
export async function signOut(navigate: NavigateFunction): Promise<void> {
  if (getAuthToken()) await apiData('/api/sign_out', { method: 'POST' }).catch(() => undefined);
  endSession();
  notifySuccess(messages.loggedOut);
  navigate('/auth/menu');
}

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(() => signOut(navigate), [navigate]);
}
