import { deactivateUserBodySchema } from '@orderly/domain';
import { z } from 'zod';
import { data, failures, messageData, operation } from '../http.ts';

const text = (max: number) => z.string().max(max).default('');

const emailBody = z.object({ email: text(254) });
const signInBody = z.object({
  email: text(254),
  password: text(128),
  restaurantId: z.string().max(128).optional(),
});
const sessionUser = z.object({ id: z.string(), email: z.string() });
const session = data(z.object({ token: z.string(), user: sessionUser }));

export const authOperations = {
  checkEmail: operation({
    method: 'POST',
    path: '/guest/auth/check_email',
    summary: 'Whether a password account exists for an e-mail (login flow step 1)',
    tags: ['Accounts'],
    auth: false,
    body: emailBody,
    response: { 200: data(z.object({ exists: z.boolean() })), ...failures },
  }),
  signUp: operation({
    method: 'POST',
    path: '/guest/auth/sign_up',
    summary: 'Create a customer account and sign in',
    tags: ['Accounts'],
    auth: false,
    body: signInBody.extend({
      name: text(28),
      phoneNumber: text(20),
      /** Dining in: no phone needed (SPEC.md section 5). */
      isDineIn: z.boolean().default(false),
    }),
    // Better Auth signs the new account in; its types allow no token, which does not happen here.
    response: { 201: data(z.object({ token: z.string().nullable(), user: sessionUser })), ...failures },
  }),
  signIn: operation({
    method: 'POST',
    path: '/guest/auth/sign_in',
    summary: 'Sign in; returns the session token',
    tags: ['Accounts'],
    auth: false,
    body: signInBody,
    response: { 200: session, ...failures },
  }),
  resetPassword: operation({
    method: 'POST',
    path: '/guest/auth/reset_password',
    summary: 'E-mail a password-reset link',
    tags: ['Accounts'],
    auth: false,
    body: emailBody,
    response: { 200: messageData, ...failures },
  }),
  confirmPasswordReset: operation({
    method: 'POST',
    path: '/guest/auth/reset_password/confirm',
    summary: 'Choose a new password with the e-mailed token',
    tags: ['Accounts'],
    auth: false,
    body: z.object({ token: z.string().min(1).max(256), newPassword: z.string().max(128) }),
    response: { 200: messageData, ...failures },
  }),
  changePassword: operation({
    method: 'POST',
    path: '/api/change_password',
    summary:
      'Change the password with the current one (counted with sign-in attempts); every other session ends and the person is e-mailed',
    tags: ['Accounts'],
    auth: true,
    body: z.object({ currentPassword: text(128), newPassword: text(128) }),
    response: { 200: messageData, ...failures },
  }),
  signOut: operation({
    method: 'POST',
    path: '/api/sign_out',
    summary: 'End this session',
    tags: ['Accounts'],
    auth: true,
    response: { 200: messageData, ...failures },
  }),
  deactivateUser: operation({
    method: 'PUT',
    path: '/api/deactivate_user',
    summary: 'Delete the signed-in account, with its password again (counted with sign-in attempts)',
    tags: ['Accounts'],
    auth: true,
    body: deactivateUserBodySchema.extend({ userId: z.string().min(1).max(128), password: text(128) }),
    response: { 200: messageData, ...failures },
  }),
};
