import { apiData } from '../../../lib/api-client.ts';

/** PUT /api/user_info: name and phone (no phone needed when dining in). */
export function updateUserInfo(input: { name: string; phoneNumber: string; isDineIn: boolean }) {
  return apiData<{ message: string; name: string; phoneNumber: string }>('/api/user_info', {
    method: 'PUT',
    body: input,
  });
}
