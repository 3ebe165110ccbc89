import { passwordMessages } from '@orderly/domain';
import { demo } from '@orderly/test-kit';
import { describe, expect, it } from 'vitest';
import { signIn, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { signInRules } from './attempt-throttle.ts';

const { api } = serverForFile();

const change = (token: string, currentPassword: string, newPassword: string) =>
  api.post('/api/change_password', { currentPassword, newPassword }, { token });

/** The e-mails the outbox holds for an address, newest first. */
async function mailsTo(email: string, atLeast = 1) {
  let messages: { subject: string; text: string }[] = [];
  for (let tries = 0; tries < 100; tries++) {
    messages = (await api.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).body.data.messages;
    if (messages.length >= atLeast) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return messages;
}

describe('changing the password of a signed-in person', () => {
  it('needs the current password, then the new one signs in and the old one no longer does', async () => {
    const { email, token } = await signUpCustomer(api);
    const changed = await change(token, 'secret123', 'a fresh passphrase');
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ data: { message: 'Your password has been changed.' } });
    expect((await api.post('/guest/auth/sign_in', { email, password: 'secret123' })).status).toBe(401);
    expect((await api.post('/guest/auth/sign_in', { email, password: 'a fresh passphrase' })).status).toBe(
      200,
    );
  });

  it('keeps this session and ends every other session of the person', async () => {
    const { email, token } = await signUpCustomer(api);
    const elsewhere = await signIn(api, email, 'secret123');
    expect((await change(token, 'secret123', 'a fresh passphrase')).status).toBe(200);
    expect((await api.get('/api/me', { token })).status).toBe(200);
    expect((await api.get('/api/me', { token: elsewhere })).status).toBe(401);
  });

  it('refuses a wrong or missing current password with a sentence, and changes nothing', async () => {
    const { email, token } = await signUpCustomer(api);
    const wrong = await change(token, 'not-my-password', 'a fresh passphrase');
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe('Your current password is not correct.');
    const missing = await change(token, '', 'a fresh passphrase');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please enter your current password.');
    expect((await api.post('/guest/auth/sign_in', { email, password: 'secret123' })).status).toBe(200);
  });

  it('applies the new-password rules', async () => {
    const { token } = await signUpCustomer(api);
    const cases: [string, string][] = [
      ['', 'Password cannot be empty.'],
      ['short', passwordMessages.tooShort],
      ['x'.repeat(39), passwordMessages.tooLong],
      ['password1', passwordMessages.common],
      ['orderly2024', passwordMessages.guessable],
    ];
    for (const [newPassword, message] of cases) {
      const response = await change(token, 'secret123', newPassword);
      expect(response.status, newPassword).toBe(400);
      expect(response.body.error.message, newPassword).toBe(message);
    }
  });

  it('is throttled like signing in, sharing its count', async () => {
    const { token } = await signUpCustomer(api);
    for (let guess = 0; guess < signInRules.account.free; guess++) {
      expect((await change(token, `wrong-${guess}`, 'a fresh passphrase')).status).toBe(403);
    }
    const limited = await change(token, 'secret123', 'a fresh passphrase');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.body.error.message).toBe('Too many sign-in attempts. Please wait 1 second and try again.');
  });

  it('e-mails the person that their password was changed', async () => {
    const { email, token } = await signUpCustomer(api);
    expect((await change(token, 'secret123', 'a fresh passphrase')).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your password was changed');
    expect(mail?.text).toContain('reset your password');
  });

  it('works for staff and managers too', async () => {
    const token = await signIn(api, demo.manager.email, demo.manager.password);
    expect((await change(token, demo.manager.password, 'kitchen passphrase 7')).status).toBe(200);
    expect((await api.get('/api/me', { token })).status).toBe(200);
  });

  it('needs a session', async () => {
    const response = await api.post('/api/change_password', {
      currentPassword: 'secret123',
      newPassword: 'a fresh passphrase',
    });
    expect(response.status).toBe(401);
  });
});
