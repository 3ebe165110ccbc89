import { z } from 'zod';
import { data, failures, operation } from '../http.ts';

const token = z.string().min(1).max(256);

/**
 * Staff invitations (issues 16 and 23): the e-mailed link's screen in the staff app reads one and
 * accepts it. Nothing is joined before the invited person accepts: signed in as the invited e-mail
 * (an existing account), or choosing a password (no account yet), which signs them in.
 */
export const invitationOperations = {
  getInvitation: operation({
    method: 'POST',
    path: '/guest/auth/invitation',
    summary:
      'What an e-mailed staff invitation is for (restaurant, role, e-mail); refused in a sentence once it is closed',
    tags: ['Accounts'],
    auth: false,
    body: z.object({ token }),
    response: {
      200: data(
        z.object({
          email: z.string(),
          restaurantName: z.string(),
          role: z.enum(['staff', 'manager']),
          /** An account with a password has this e-mail: sign in to accept (told to the link's holder only). */
          hasAccount: z.boolean(),
          expiresAt: z.string(),
        }),
      ),
      ...failures,
    },
  }),
  acceptInvitation: operation({
    method: 'POST',
    path: '/guest/auth/invitation/accept',
    summary: 'Accept an e-mailed staff invitation with a new account (a password, a name) and sign in',
    tags: ['Accounts'],
    auth: false,
    body: z.object({ token, password: z.string().max(128), name: z.string().trim().max(28).default('') }),
    response: {
      200: data(z.object({ token: z.string(), user: z.object({ id: z.string(), email: z.string() }) })),
      ...failures,
    },
  }),
  acceptInvitationSignedIn: operation({
    method: 'POST',
    path: '/api/invitation/accept',
    summary:
      'Accept an e-mailed staff invitation as the signed-in person, whose e-mail must be the invited one',
    tags: ['Accounts'],
    auth: true,
    body: z.object({ token }),
    response: {
      200: data(
        z.object({
          restaurantId: z.string(),
          restaurantName: z.string(),
          role: z.enum(['staff', 'manager']),
        }),
      ),
      ...failures,
    },
  }),
};
