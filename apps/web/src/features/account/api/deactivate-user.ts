import { apiData } from '../../../lib/api-client.ts';

/** PUT /api/deactivate_user: deletes the user's own account (orders stay with the restaurant). */
export function deactivateUser(userId: string): Promise<{ message: string }> {
  return apiData<{ message: string }>('/api/deactivate_user', { method: 'PUT', body: { userId } });
}
