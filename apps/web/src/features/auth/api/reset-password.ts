import type { DataOf } from '@orderly/contract';
import { apiData } from '../../../lib/client.ts';

/** POST /guest/auth/reset_password: e-mails a reset link. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiData<DataOf<'resetPassword'>>('/guest/auth/reset_password', { method: 'POST', body: { email } });
}

/** POST /guest/auth/reset_password/confirm: the e-mailed link's token and the new password. */
export function confirmPasswordReset(token: string, newPassword: string): Promise<{ message: string }> {
  return apiData<DataOf<'confirmPasswordReset'>>('/guest/auth/reset_password/confirm', {
    method: 'POST',
    body: { token, newPassword },
  });
}
