import { api } from '../../lib/client.tsx';

export interface InvitationDetails {
  email: string;
  restaurantName: string;
  role: 'staff' | 'manager';
}

/** What the e-mailed invitation is for; refused with a sentence when the link is no longer valid. */
export function readInvitation(token: string): Promise<InvitationDetails> {
  return api<InvitationDetails>('/guest/auth/invitation', { body: { token }, auth: false });
}

/** Sets the invited account's password and signs in: the session token. */
export function acceptInvitation(token: string, password: string): Promise<{ token: string }> {
  return api<{ token: string }>('/guest/auth/invitation/accept', { body: { token, password }, auth: false });
}
