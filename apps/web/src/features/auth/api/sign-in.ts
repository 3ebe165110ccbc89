import type { DataOf } from '@orderly/contract';
import { apiData } from '../../../lib/client.ts';

export type SignedIn = DataOf<'signIn'>;

/** POST /guest/auth/check_email: does a password account exist for the e-mail? */
export function checkEmail(email: string): Promise<DataOf<'checkEmail'>> {
  return apiData<DataOf<'checkEmail'>>('/guest/auth/check_email', { method: 'POST', body: { email } });
}

/** POST /guest/auth/sign_in. */
export function signIn(input: { email: string; password: string; restaurantId: string | null }) {
  return apiData<SignedIn>('/guest/auth/sign_in', {
    method: 'POST',
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
  return apiData<SignedIn>('/guest/auth/sign_up', {
    method: 'POST',
    body: { ...input, restaurantId: input.restaurantId ?? undefined },
  });
}
