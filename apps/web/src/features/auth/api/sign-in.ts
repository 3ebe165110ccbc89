import type { DataOf } from '@orderly/contract';
import { call } from '../../../lib/client.ts';

/** A session, from signing in or up. */
export type SignedIn = DataOf<'signIn'> | DataOf<'signUp'>;

/** POST /guest/auth/check_email: does a password account exist for the e-mail? */
export function checkEmail(email: string): Promise<DataOf<'checkEmail'>> {
  return call('checkEmail', { body: { email } });
}

/** POST /guest/auth/sign_in. */
export function signIn(input: { email: string; password: string; restaurantId: string | null }) {
  return call('signIn', {
    body: { email: input.email, password: input.password, restaurantId: input.restaurantId ?? undefined },
  });
}

/** POST /guest/auth/sign_up (no phone when dining in). */
export function signUp(input: {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  isDineIn: boolean;
  restaurantId: string | null;
}) {
  return call('signUp', {
    body: { ...input, restaurantId: input.restaurantId ?? undefined },
  });
}
