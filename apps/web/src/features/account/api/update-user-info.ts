import { call } from '../../../lib/client.ts';

/** PUT /api/user_info: name and phone (no phone needed when dining in). */
export function updateUserInfo(input: { name: string; phoneNumber: string; isDineIn: boolean }) {
  return call('updateUserInfo', {
    body: input,
  });
}
