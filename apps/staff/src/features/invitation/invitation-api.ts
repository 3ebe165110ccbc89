import type { DataOf } from '@orderly/contract';
import { call } from '../../lib/client.tsx';

export type InvitationDetails = DataOf<'getInvitation'>;

/** What the e-mailed invitation is for; refused with a sentence when the link is no longer valid. */
export function readInvitation(token: string): Promise<InvitationDetails> {
  return call('getInvitation', { body: { token }, auth: false });
}

/** Accepts with a new account (a password, a name) and signs in: the session token. */
export function acceptWithNewAccount(
  token: string,
  password: string,
  name: string,
): Promise<DataOf<'acceptInvitation'>> {
  return call('acceptInvitation', {
    body: { token, password, name },
    auth: false,
  });
}

/** Signs in to the invited e-mail's account (not yet staff anywhere, perhaps): the session token. */
export function signInToAccept(email: string, password: string): Promise<DataOf<'signIn'>> {
  return call('signIn', { body: { email, password }, auth: false });
}

/** Accepts as the signed-in person (the session's e-mail must be the invited one). */
export function acceptSignedIn(token: string): Promise<DataOf<'acceptInvitationSignedIn'>> {
  return call('acceptInvitationSignedIn', { body: { token } });
}
