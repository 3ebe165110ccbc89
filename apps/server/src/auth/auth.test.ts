import { passwordMessages } from '@orderly/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, authThrottles, users } from '../db/schema.ts';
import { serverForFile } from '../test/file-server.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer } from '../test/test-server.ts';
import { resetRules, signInRules } from './attempt-throttle.ts';
import { resetLinkInvalid } from './auth-routes.ts';

const { server, api } = serverForFile();

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

describe('password hashes', () => {
  it("are made at the server's OWASP setting (test servers ask for less work) and verify at sign-in", async () => {
    const production = await startTestServer({ passwordHashing: 'server default' });
    try {
      const client = httpClient(production.baseUrl);
      const account = newAccount('hash.check@example.com');
      expect((await client.post('/guest/auth/sign_up', account)).status).toBe(201);
      const [stored] = await production.database.db
        .select({ password: accounts.password })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.email, account.email));
      expect(stored?.password?.split('$').slice(0, 4)).toEqual(['scrypt', '8192', '8', '10']);
      const signIn = await client.post('/guest/auth/sign_in', {
        email: account.email,
        password: 'secret123',
      });
      expect(signIn.status).toBe(200);
    } finally {
      await production.close();
    }
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

  it('slows a burst of parallel guesses down: only the free attempts are evaluated', async () => {
    await api.post('/guest/auth/sign_up', newAccount('target@example.com'));
    const start = performance.now();
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        api.post('/guest/auth/sign_in', { email: 'target@example.com', password: `guess-${index}` }),
      ),
    );
    const seconds = (performance.now() - start) / 1000;
    const evaluated = guesses.filter((response) => response.status === 401);
    const slowed = guesses.filter((response) => response.status === 429);
    expect(evaluated.length + slowed.length).toBe(100);
    // The free attempts, then one more after each wait (1 s, 2 s, 4 s…) the burst lasted.
    const waitsElapsed = Math.floor(Math.log2(seconds + 1));
    expect(evaluated.length).toBeGreaterThanOrEqual(signInRules.account.free);
    expect(evaluated.length).toBeLessThanOrEqual(signInRules.account.free + waitsElapsed);
    expect(Number(slowed[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(slowed[0]?.body.error.message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
    );

    // The owner is not locked out: after the wait Retry-After gives, the right password signs in.
    let owner = await api.post('/guest/auth/sign_in', { email: 'target@example.com', password: 'secret123' });
    for (let tries = 0; owner.status === 429 && tries < 3; tries++) {
      const wait = Number(owner.headers.get('retry-after'));
      expect(wait).toBeLessThanOrEqual(8);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 50));
      owner = await api.post('/guest/auth/sign_in', { email: 'target@example.com', password: 'secret123' });
    }
    expect(owner.status).toBe(200);
    // …and the account's count starts again.
    const afterwards = await api.post('/guest/auth/sign_in', {
      email: 'target@example.com',
      password: 'nope',
    });
    expect(afterwards.status).toBe(401);
  });

  it('counts attempts in the database, so every instance sees them', async () => {
    await api.post('/guest/auth/sign_up', newAccount('shared@example.com'));
    await api.post('/guest/auth/sign_in', { email: 'shared@example.com', password: 'nope-1' });
    const [row] = await server.database.db
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, 'sign-in:account:shared@example.com'));
    expect(row?.attempts).toBe(1);
  });
});

describe('password reset', () => {
  const resetLinks = async (email: string) => {
    const outbox = await api.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
    return (outbox.body.data.messages as { text: string }[]).map((mail) =>
      decodeURIComponent(mail.text.match(/reset_password\/([^\s]+)/)?.[1] ?? ''),
    );
  };
  /** The e-mail is sent just after the answer. */
  const nextResetLink = async (email: string, before: number) => {
    for (let tries = 0; tries < 100; tries++) {
      const links = await resetLinks(email);
      if (links.length > before) return links[0]!;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no reset e-mail for ${email}`);
  };

  it('e-mails a link that sets a new password, once', async () => {
    await api.post('/guest/auth/sign_up', newAccount('forgetful@example.com'));
    const response = await api.post('/guest/auth/reset_password', { email: 'Forgetful@example.com' });
    expect(response.status).toBe(200);
    expect(response.body.data.message).toBe('Password reset sent to forgetful@example.com!');
    const token = await nextResetLink('forgetful@example.com', 0);

    const confirm = await api.post('/guest/auth/reset_password/confirm', {
      token,
      newPassword: 'brand-new-pass',
    });
    expect(confirm.status).toBe(200);
    expect(
      (await api.post('/guest/auth/sign_in', { email: 'forgetful@example.com', password: 'brand-new-pass' }))
        .status,
    ).toBe(200);

    const again = await api.post('/guest/auth/reset_password/confirm', {
      token,
      newPassword: 'another-new-pass',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(resetLinkInvalid);
  });

  it('ends older links when a new one is asked for', async () => {
    await api.post('/guest/auth/sign_up', newAccount('twice@example.com'));
    await api.post('/guest/auth/reset_password', { email: 'twice@example.com' });
    const first = await nextResetLink('twice@example.com', 0);
    await api.post('/guest/auth/reset_password', { email: 'twice@example.com' });
    const second = await nextResetLink('twice@example.com', 1);
    expect(second).not.toBe(first);
    const old = await api.post('/guest/auth/reset_password/confirm', {
      token: first,
      newPassword: 'brand-new-pass',
    });
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe(resetLinkInvalid);
    const current = await api.post('/guest/auth/reset_password/confirm', {
      token: second,
      newPassword: 'brand-new-pass',
    });
    expect(current.status).toBe(200);
  });

  it('refuses a common or short new password with a sentence', async () => {
    await api.post('/guest/auth/sign_up', newAccount('weak@example.com'));
    await api.post('/guest/auth/reset_password', { email: 'weak@example.com' });
    const token = await nextResetLink('weak@example.com', 0);
    for (const [newPassword, message] of [
      ['', 'Password cannot be empty.'],
      ['short', passwordMessages.tooShort],
      ['password', passwordMessages.common],
      ['12345678', passwordMessages.common],
    ] as const) {
      const response = await api.post('/guest/auth/reset_password/confirm', { token, newPassword });
      expect(response.status, newPassword).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });

  it('needs an e-mail, and answers an unknown e-mail exactly as a known one', async () => {
    expect((await api.post('/guest/auth/reset_password', { email: '' })).body.error.message).toBe(
      'Email cannot be empty!',
    );
    const known = await api.post('/guest/auth/reset_password', { email: 'staff@demo.test' });
    const unknown = await api.post('/guest/auth/reset_password', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual({ data: { message: 'Password reset sent to ghost@example.com!' } });
    expect(known.body).toEqual({ data: { message: 'Password reset sent to staff@demo.test!' } });
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
  });

  it('takes about as long for an unknown e-mail as for a known one', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      expect((await api.post('/guest/auth/reset_password', { email })).status).toBe(200);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round++) {
      const email = `timed-${round}@example.com`;
      await api.post('/guest/auth/sign_up', newAccount(email));
      known.push(await time(email));
      unknown.push(await time(`nobody-${round}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });

  it('is limited per e-mail and per client, with Retry-After', async () => {
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof api.post>> | undefined;
    for (let request = 0; request < resetRules.account.free + 1; request++) {
      const response = await api.post('/guest/auth/reset_password', { email: 'flooded@example.com' });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(resetRules.account.free);
    expect(limited?.headers.get('retry-after')).toBe('60');
    expect(limited?.body.error.message).toBe(
      'Too many password reset requests. Please wait 1 minute and try again.',
    );
    const bursts = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        api.post('/guest/auth/reset_password', { email: `someone-${index}@example.com` }),
      ),
    );
    const sent = bursts.filter((response) => response.status === 200).length;
    expect(sent).toBeLessThanOrEqual(resetRules.address.free);
  });
});

describe('deleting an account', () => {
  it('removes the person and signs them out; only their own account', async () => {
    const signUp = await api.post('/guest/auth/sign_up', newAccount('leaving@example.com'));
    const { token, user } = signUp.body.data;
    const other = await api.put(
      '/api/deactivate_user',
      { userId: 'demo-customer', password: 'secret123' },
      { token },
    );
    expect(other.status).toBe(403);
    const response = await api.put(
      '/api/deactivate_user',
      { userId: user.id, password: 'secret123' },
      { token },
    );
    expect(response.body).toEqual({ data: { message: 'User account deleted!' } });
    expect((await api.post('/api/sign_out', undefined, { token })).status).toBe(401);
    expect(
      (await api.post('/guest/auth/check_email', { email: 'leaving@example.com' })).body.data.exists,
    ).toBe(false);
  });

  it('needs the password again: a session alone deletes nothing', async () => {
    const signUp = await api.post('/guest/auth/sign_up', newAccount('staying@example.com'));
    const { token, user } = signUp.body.data;
    const without = await api.put('/api/deactivate_user', { userId: user.id }, { token });
    expect(without.status).toBe(400);
    expect(without.body.error.message).toBe('Please enter your password to delete your account.');
    const wrong = await api.put(
      '/api/deactivate_user',
      { userId: user.id, password: 'not-mine-1' },
      { token },
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe('Your password is not correct.');
    expect((await api.get('/api/me', { token })).status).toBe(200);
    expect(
      (await api.post('/guest/auth/check_email', { email: 'staying@example.com' })).body.data.exists,
    ).toBe(true);
  });

  it('is throttled like signing in', async () => {
    const signUp = await api.post('/guest/auth/sign_up', newAccount('guessed@example.com'));
    const { token, user } = signUp.body.data;
    for (let guess = 0; guess < signInRules.account.free; guess++) {
      const response = await api.put(
        '/api/deactivate_user',
        { userId: user.id, password: `wrong-${guess}` },
        { token },
      );
      expect(response.status).toBe(403);
    }
    const limited = await api.put(
      '/api/deactivate_user',
      { userId: user.id, password: 'secret123' },
      { token },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await api.get('/api/me', { token })).status).toBe(200);
  });
});
