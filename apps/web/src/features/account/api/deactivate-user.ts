import { call } from '../../../lib/client.ts';

/**
 * PUT /api/deactivate_user: deletes the user's own account (orders stay with the restaurant); the
 * password is asked for again.
 */
export function deactivateUser(userId: string, password: string): Promise<{ message: string }> {
  return call('deactivateUser', {
    body: { userId, password },
  });
}
