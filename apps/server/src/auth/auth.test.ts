import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof httpClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
});
afterAll(() => server?.close());

const newAccount = (email: string) => ({
  email,
  password: 'secret123',
  name: 'Robin Chen',
  phoneNumber: '(604) 555-0199',
  restaurantId: 'demo',
});

describe('the login flow e-mail step', () => {
  it('tells whether a password account exists, case-insensitively', async () => {
    expect((await api.post('/guest/auth/check_email', { email: 'Customer@Demo.test' })).body).toEqual({
      data: { exists: true },
    });
    expect((await api.post('/guest/auth/check_email', { email: 'nobody@demo.test' })).body).toEqual({
      data: { exists: false },
    });
  });

  it('needs an e-mail', async () => {
    const response = await api.post('/guest/auth/check_email', { email: '' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Email cannot be empty');
  });
});

describe('sign up', () => {
  it('creates a customer account with a lowercased e-mail and signs in', async () => {
    const response = await api.post('/guest/auth/sign_up', newAccount('New.Person@Example.com'));
    expect(response.status).toBe(201);
    expect(response.body.data.user.email).toBe('new.person@example.com');
    expect(response.body.data.token.length).toBeGreaterThanOrEqual(22);
    const me = await api.post('/api/sign_out', undefined, { token: response.body.data.token });
    expect(me.status).toBe(200);
  });

  it('checks the spec rules in order with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newAccount(''), email: '' }, 'Email cannot be empty.'],
      [{ ...newAccount('a@b.co'), password: '' }, 'Password cannot be empty.'],
      [{ ...newAccount('a@b.co'), name: '  ' }, 'Name cannot be empty.'],
      [
        { ...newAccount('a@b.co'), phoneNumber: '604-555' },
        'Incorrect Phone Number. Please enter format of 7783334444.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api.post('/guest/auth/sign_up', body);
      expect(response.status, message).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });

  it('needs no name or phone when dining in', async () => {
    const response = await api.post('/guest/auth/sign_up', {
      email: 'diner@example.com',
      password: 'secret123',
      isDineIn: true,
    });
    expect(response.status).toBe(201);
  });

  it('refuses a second account for the same e-mail with the provider message', async () => {
    const response = await api.post('/guest/auth/sign_up', newAccount('CUSTOMER@demo.test'));
    expect(response.status).toBe(422);
    expect(response.body.error.message).toMatch(/already exists/i);
  });
});

describe('sign in and sessions', () => {
  it('signs in the demo customer and reaches /api with the bearer token', async () => {
    const response = await api.post('/guest/auth/sign_in', {
      email: 'customer@demo.test',
      password: 'demo1234',
    });
    expect(response.status).toBe(200);
    const { token } = response.body.data;
    expect((await api.post('/api/sign_out', undefined, { token })).status).toBe(200);
    // Signed out: the token no longer works.
    const after = await api.post('/api/sign_out', undefined, { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: { message: 'Not Authenticated' } });
  });

  it('answers 401 Not Authenticated without a token or with a forged one', async () => {
    for (const token of [undefined, 'forged-token', 'abc.def']) {
      const response = await api.post('/api/sign_out', undefined, { token });
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe('Not Authenticated');
    }
  });

  it('refuses a wrong password with the provider message', async () => {
    const response = await api.post('/guest/auth/sign_in', {
      email: 'staff@demo.test',
      password: 'wrong-password',
    });
    expect(response.status).toBe(401);
    expect(response.body.error.message).toMatch(/invalid email or password/i);
  });

  it('validates the login form', async () => {
    expect((await api.post('/guest/auth/sign_in', { email: '', password: 'x' })).body.error.message).toBe(
      'Email cannot be empty.',
    );
    expect(
      (await api.post('/guest/auth/sign_in', { email: 'a@b.co', password: '' })).body.error.message,
    ).toBe('Password cannot be empty.');
  });

  it('limits failed attempts per account with 429', async () => {
    await api.post('/guest/auth/sign_up', newAccount('target@example.com'));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await api.post('/guest/auth/sign_in', { email: 'target@example.com', password: 'nope' })).status,
      ).toBe(401);
    }
    const blocked = await api.post('/guest/auth/sign_in', {
      email: 'target@example.com',
      password: 'secret123',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
  });
});

describe('password reset', () => {
  it('e-mails a link that sets a new password', async () => {
    await api.post('/guest/auth/sign_up', newAccount('forgetful@example.com'));
    const response = await api.post('/guest/auth/reset_password', { email: 'Forgetful@example.com' });
    expect(response.status).toBe(200);
    expect(response.body.data.message).toBe('Password reset sent to forgetful@example.com!');

    const outbox = await api.get('/dev/outbox?to=Forgetful@example.com');
    const [mail] = outbox.body.data.messages;
    const token = mail?.text.match(/reset_password\/([^\s]+)/)?.[1];
    expect(token).toBeTruthy();

    const confirm = await api.post('/guest/auth/reset_password/confirm', {
      token: decodeURIComponent(token!),
      newPassword: 'brand-new-pass',
    });
    expect(confirm.status).toBe(200);
    expect(
      (await api.post('/guest/auth/sign_in', { email: 'forgetful@example.com', password: 'brand-new-pass' }))
        .status,
    ).toBe(200);
  });

  it('needs an e-mail, and says so when it cannot reset', async () => {
    expect((await api.post('/guest/auth/reset_password', { email: '' })).body.error.message).toBe(
      'Email cannot be empty!',
    );
    const unknown = await api.post('/guest/auth/reset_password', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Sorry, we could not reset your password.');
  });
});

describe('deleting an account', () => {
  it('removes the person and signs them out; only their own account', async () => {
    const signUp = await api.post('/guest/auth/sign_up', newAccount('leaving@example.com'));
    const { token, user } = signUp.body.data;
    const other = await api.put('/api/deactivate_user', { userId: 'demo-customer' }, { token });
    expect(other.status).toBe(403);
    const response = await api.put('/api/deactivate_user', { userId: user.id }, { token });
    expect(response.body).toEqual({ data: { message: 'User account deleted!' } });
    expect((await api.post('/api/sign_out', undefined, { token })).status).toBe(401);
    expect(
      (await api.post('/guest/auth/check_email', { email: 'leaving@example.com' })).body.data.exists,
    ).toBe(false);
  });
});
