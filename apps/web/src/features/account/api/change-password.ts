import { call } from '../../../lib/client.ts';

/** POST /api/change_password: the current password and a new one; other sessions end. */
export function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string }> {
  return call('changePassword', {
    body: { currentPassword, newPassword },
  });
}
