import type { DataOf } from '@orderly/contract';
import { apiData } from '../../../lib/client.ts';

/** POST /api/change_password: the current password and a new one; other sessions end. */
export function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string }> {
  return apiData<DataOf<'changePassword'>>('/api/change_password', {
    method: 'POST',
    body: { currentPassword, newPassword },
  });
}
