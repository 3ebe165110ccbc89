import type { DataOf } from '@orderly/contract';
import { apiData } from '../../../lib/client.ts';

/** PUT /api/user_info: name and phone (no phone needed when dining in). */
export function updateUserInfo(input: { name: string; phoneNumber: string; isDineIn: boolean }) {
  return apiData<DataOf<'updateUserInfo'>>('/api/user_info', {
    method: 'PUT',
    body: input,
  });
}
