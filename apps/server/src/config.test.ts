import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on the embedded defaults with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      SEED_DEMO: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads PostgreSQL, port, clock and public address from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/orderly',
      CLOCK_NOW: '2026-11-20T12:00:00-08:00',
      PUBLIC_URL: 'https://order.example.com',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/orderly');
    expect(config.CLOCK_NOW).toBe('2026-11-20T12:00:00-08:00');
    expect(config.publicUrl).toBe('https://order.example.com');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', CLOCK_NOW: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops with every wrong value listed', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/x', CLOCK_NOW: 'tomorrow' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid configuration');
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('CLOCK_NOW');
  });

  it('refuses a fixed clock in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_NOW: '2026-11-20T12:00:00Z' })).toThrow(
      'CLOCK_NOW is for development and tests only',
    );
  });

  it('runs a pinned clock faster only with CLOCK_NOW, never in production', () => {
    const pinned = { CLOCK_NOW: '2026-11-20T12:00:00-08:00' };
    expect(loadConfig({ ...pinned, CLOCK_RATE: '5' }).CLOCK_RATE).toBe(5);
    expect(loadConfig({ ...pinned, CLOCK_RATE: '' }).CLOCK_RATE).toBeUndefined();
    expect(() => loadConfig({ CLOCK_RATE: '5' })).toThrow('CLOCK_RATE needs CLOCK_NOW');
    expect(() => loadConfig({ ...pinned, CLOCK_RATE: '0' })).toThrow('CLOCK_RATE');
    expect(() => loadConfig({ ...pinned, CLOCK_RATE: 'fast' })).toThrow('CLOCK_RATE');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32), CLOCK_RATE: '5' }),
    ).toThrow('CLOCK_RATE needs CLOCK_NOW');
  });
});

describe('production refuses a development setup', () => {
  const secret = { AUTH_SECRET: 'a-production-secret-of-at-least-32-chars' };
  /** What production needs: real payments, real e-mail, PostgreSQL, rate limits on. */
  const ready = {
    NODE_ENV: 'production',
    ...secret,
    DATABASE_URL: 'postgres://orderly@db.internal:5432/orderly',
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    SMTP_URL: 'smtps://orders:secret@smtp.example.com:465',
    MAIL_FROM: 'Orders <orders@example.com>',
  };
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env, { starting: true });
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('starts with what production needs, and takes no exception', () => {
    expect(loadConfig(ready, { starting: true }).productionExceptions).toEqual([]);
  });

  it('lists the payments sandbox, the outbox and PGlite with every other problem, and starts nothing', () => {
    const message = problems({ NODE_ENV: 'production' });
    expect(message).toContain('AUTH_SECRET: AUTH_SECRET is required in production');
    expect(message).toContain(
      'STRIPE_SECRET_KEY: unset, so payments would run on the sandbox (online orders marked paid, no money taken)',
    );
    expect(message).toContain('ALLOW_IN_PRODUCTION names payments-sandbox');
    expect(message).toContain('SMTP_URL: unset, so e-mail');
    expect(message).toContain('ALLOW_IN_PRODUCTION names mail-outbox');
    expect(message).toContain('DATABASE_URL: unset, so the database would be the embedded PGlite');
    expect(message).toContain('ALLOW_IN_PRODUCTION names pglite');
  });

  it('refuses each development setup on its own', () => {
    const cases: [NodeJS.ProcessEnv, string][] = [
      [{ STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined }, 'payments-sandbox'],
      [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, 'stripe-test-mode'],
      [{ SMTP_URL: '' }, 'mail-outbox'],
      [{ DATABASE_URL: undefined }, 'pglite'],
      [{ RATE_LIMITS: 'off' }, 'rate-limits-off'],
    ];
    for (const [change, exception] of cases) {
      const message = problems({ ...ready, ...change });
      expect(message, exception).toContain(`unless ALLOW_IN_PRODUCTION names ${exception})`);
      expect(message.match(/^ {2}- /gm), exception).toHaveLength(1);
      // The exception named, production starts and says which one it took.
      const config = loadConfig({ ...ready, ...change, ALLOW_IN_PRODUCTION: exception }, { starting: true });
      expect(config.productionExceptions.map((taken) => taken.exception)).toEqual([exception]);
    }
  });

  it('needs a sender of its own with SMTP: the default is no address of the restaurant', () => {
    expect(problems({ ...ready, MAIL_FROM: undefined })).toContain(
      'MAIL_FROM: is required in production with SMTP_URL',
    );
  });

  it('starts with each exception named, and lists them with what each risks', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        ...secret,
        RATE_LIMITS: 'off',
        ALLOW_IN_PRODUCTION: 'payments-sandbox, mail-outbox,pglite,rate-limits-off',
      },
      { starting: true },
    );
    expect(config.productionExceptions).toEqual([
      { exception: 'payments-sandbox', risk: expect.stringContaining('no money is taken') },
      { exception: 'mail-outbox', risk: expect.stringContaining('never sent') },
      { exception: 'pglite', risk: expect.stringContaining('PGlite') },
      { exception: 'rate-limits-off', risk: expect.stringContaining('rate limits are off') },
    ]);
  });

  it('lists an exception only when it is taken, and none outside production', () => {
    expect(
      loadConfig({ ...ready, ALLOW_IN_PRODUCTION: 'pglite' }, { starting: true }).productionExceptions,
    ).toEqual([]);
    expect(loadConfig({ ALLOW_IN_PRODUCTION: 'pglite' }, { starting: true }).productionExceptions).toEqual(
      [],
    );
    // Development is not refused anything.
    expect(loadConfig({ RATE_LIMITS: 'off' }, { starting: true }).RATE_LIMITS).toBe('off');
  });

  it('refuses an exception it does not know, with the names it does', () => {
    expect(problems({ ...ready, ALLOW_IN_PRODUCTION: 'pglite,everything' })).toContain(
      '"everything" is not an exception production knows; the names are payments-sandbox, stripe-test-mode, mail-outbox, pglite, rate-limits-off',
    );
  });
});

describe('clock starting at a chosen moment', () => {
  it('starts at the moment and keeps running', async () => {
    const clock = clockStartingAt(new Date('2026-11-20T12:00:00Z'));
    const first = clock.now().getTime();
    expect(Math.abs(first - Date.parse('2026-11-20T12:00:00Z'))).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
  });
});
