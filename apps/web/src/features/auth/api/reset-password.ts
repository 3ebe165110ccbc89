import { call } from '../../../lib/client.ts';

/** POST /guest/auth/reset_password: e-mails a reset link. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return call('resetPassword', { body: { email } });
}

/** POST /guest/auth/reset_password/confirm: the e-mailed link's token and the new password. */
export function confirmPasswordReset(token: string, newPassword: string): Promise<{ message: string }> {
  return call('confirmPasswordReset', {
    body: { token, newPassword },
  });
}
