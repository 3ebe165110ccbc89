import type { Me } from '../../lib/api-types.ts';
import { ApiError, call } from '../../lib/client.tsx';

export const NOT_STAFF_MESSAGE =
  'This account is not on the staff of any restaurant. Ask your manager to add you, or order in the customer app.';

/** Signs in and checks the account is staff somewhere before keeping the session. */
export async function signInStaff(email: string, password: string): Promise<{ token: string; me: Me }> {
  const { token } = await call('signIn', {
    body: { email: email.trim(), password },
    auth: false,
  });
  const me = await fetchMe(token);
  if (me.staff.length === 0) {
    await signOutToken(token);
    throw new ApiError(403, NOT_STAFF_MESSAGE);
  }
  return { token, me };
}

export async function fetchMe(token: string): Promise<Me> {
  const response = await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } });
  const payload = (await response.json().catch(() => null)) as {
    data?: Me;
    error?: { message?: string };
  } | null;
  if (!response.ok || !payload?.data) {
    throw new ApiError(response.status, payload?.error?.message ?? 'Sorry, we could not load your account.');
  }
  return payload.data;
}

export async function signOutToken(token: string) {
  await fetch('/api/sign_out', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
}
