import { expect } from 'vitest';
import type { httpClient } from './http-client.ts';

type Api = ReturnType<typeof httpClient>;

/** The invitation tokens e-mailed to this address, oldest first, read through the outbox. */
export async function invitationTokens(api: Api, email: string): Promise<string[]> {
  const outbox = await api.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const messages = outbox.body.data.messages as { text: string }[];
  return messages.flatMap((message) => {
    const link = /\/staff\/invitation\/(\S+)/.exec(message.text)?.[1];
    return link ? [decodeURIComponent(link)] : [];
  });
}

/** The token of the last invitation e-mailed to this address (fails the test when there is none). */
export async function invitationToken(api: Api, email: string): Promise<string> {
  const token = (await invitationTokens(api, email)).at(-1);
  if (!token) throw new Error(`No invitation was e-mailed to ${email}.`);
  return token;
}

/** Accepts the last invitation to this address with a password and answers the new session's token. */
export async function acceptInvitation(api: Api, email: string, password = 'secret123'): Promise<string> {
  const token = await invitationToken(api, email);
  const accepted = await api.post('/guest/auth/invitation/accept', { token, password });
  expect(accepted.status).toBe(200);
  return accepted.body.data.token as string;
}
