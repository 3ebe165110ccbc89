import { z } from 'zod';
import { data, failures, operation } from '../http.ts';

const token = z.string().min(1).max(256);

/** Staff invitations (issue 16): the e-mailed link's screen in the staff app reads and accepts one. */
export const invitationOperations = {
  getInvitation: operation({
    method: 'POST',
    path: '/guest/auth/invitation',
    summary: 'What an e-mailed staff invitation is for (restaurant, role, e-mail)',
    tags: ['Accounts'],
    auth: false,
    body: z.object({ token }),
    response: {
      200: data(
        z.object({
          email: z.string(),
          restaurantName: z.string(),
          role: z.enum(['staff', 'manager']),
        }),
      ),
      ...failures,
    },
  }),
  acceptInvitation: operation({
    method: 'POST',
    path: '/guest/auth/invitation/accept',
    summary: 'Choose a password with an e-mailed staff invitation and sign in',
    tags: ['Accounts'],
    auth: false,
    body: z.object({ token, password: z.string().max(128) }),
    response: {
      200: data(z.object({ token: z.string(), user: z.object({ id: z.string(), email: z.string() }) })),
      ...failures,
    },
  }),
};
