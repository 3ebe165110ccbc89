import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createIntegrations, loadIntegrationConfig, registerIntegrationRoutes } from './config.ts';

const clock = { now: () => new Date('2026-11-18T19:30:00-08:00') };
const doordash = {
  DOORDASH_DEVELOPER_ID: 'dev-1',
  DOORDASH_KEY_ID: 'key-1',
  DOORDASH_SIGNING_SECRET: 'c2VjcmV0LXNpZ25pbmcta2V5',
};
const twilio = {
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'f'.repeat(32),
  TWILIO_FROM: '+16045550199',
};
const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };

const problemsOf = (env: Record<string, string>) => {
  try {
    loadIntegrationConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('integration configuration', () => {
  it('needs nothing, and fills the defaults', () => {
    expect(loadIntegrationConfig({ STRIPE_SECRET_KEY: '  ', UNRELATED: 'x' })).toEqual({
      DOORDASH_BASE_URL: 'https://openapi.doordash.com',
      MAIL_FROM: 'Orderly <no-reply@orderly.local>',
    });
  });

  it('refuses half a Stripe configuration, naming what is missing', () => {
    const message = problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' });
    expect(message).toContain('STRIPE_PUBLISHABLE_KEY: required because STRIPE_SECRET_KEY is set');
    expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toContain('STRIPE_SECRET_KEY: required');
  });

  it('refuses part of the DoorDash credentials, listing every missing one', () => {
    const message = problemsOf({ DOORDASH_DEVELOPER_ID: 'dev-1' });
    expect(message).toContain('DOORDASH_KEY_ID: required because DOORDASH_DEVELOPER_ID is set');
    expect(message).toContain('DOORDASH_SIGNING_SECRET: required because DOORDASH_DEVELOPER_ID is set');
  });

  it('refuses malformed values', () => {
    expect(problemsOf({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toContain(
      'STRIPE_SECRET_KEY: must start with sk_',
    );
    expect(problemsOf({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toContain('is a live key');
    expect(problemsOf({ SMTP_URL: 'http://mail.example.com' })).toContain('SMTP_URL');
    expect(problemsOf({ ...doordash, DOORDASH_SIGNING_SECRET: 'not base64!' })).toContain(
      'DOORDASH_SIGNING_SECRET',
    );
    expect(problemsOf({ DOORDASH_BASE_URL: 'nope' })).toContain('DOORDASH_BASE_URL');
  });
});

describe('createIntegrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs every port on its embedded default when nothing is set', async () => {
    const integrations = createIntegrations({}, { db: database.db, clock });
    expect(integrations.summary).toEqual({
      payments: 'sandbox',
      courier: 'sandbox',
      addressSearch: 'gazetteer',
      mailer: 'outbox',
      dns: 'sandbox',
      sms: 'sandbox',
    });
    expect(integrations.smsOutbox).toBe(integrations.sms);
    expect(integrations.sandboxDns).toBe(integrations.dns);
    expect(integrations.payments.clientConfig()).toEqual({
      provider: 'sandbox',
      publishableKey: 'pk_sandbox',
      tokenUrl: '/sandbox/payments/v1/tokens',
    });
    await integrations.mailer.send({ to: 'ada@example.com', subject: 'Hi', text: 'Hello' });
    expect(await integrations.outbox?.latest('ada@example.com')).toMatchObject({ subject: 'Hi' });

    const app = Fastify();
    await registerIntegrationRoutes(app, integrations);
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/payments/v1/tokens',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'card[number]=4242424242424242&card[cvc]=123&card[exp_month]=12&card[exp_year]=2030&card[address_zip]=V6E3P3',
    });
    expect(response.statusCode).toBe(200);
    await app.close();
    await integrations.close();
  });

  it('uses every real service once it is fully configured', async () => {
    const integrations = createIntegrations(
      {
        ...stripe,
        ...doordash,
        GOOGLE_MAPS_API_KEY: 'maps-key',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        HOST_VERIFICATION_DNS: 'system',
        ...twilio,
      },
      {
        db: database.db,
        clock,
        fetch: async () => {
          throw new Error('no network in tests');
        },
      },
    );
    expect(integrations.summary).toEqual({
      payments: 'stripe',
      courier: 'doordash',
      addressSearch: 'google',
      mailer: 'smtp',
      dns: 'system',
      sms: 'twilio',
    });
    expect(integrations.smsOutbox).toBeNull();
    expect(integrations.sandboxPayments).toBeNull();
    expect(integrations.sandboxDns).toBeNull();
    expect(integrations.outbox).toBeNull();
    expect(integrations.payments.clientConfig()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_abc',
      tokenUrl: 'https://api.stripe.com/v1/tokens',
    });
    const app = Fastify();
    await registerIntegrationRoutes(app, integrations);
    const response = await app.inject({ method: 'POST', url: '/sandbox/payments/v1/tokens', payload: {} });
    expect(response.statusCode).toBe(404);
    await app.close();
    await integrations.close();
  });

  it("reads host names' ownership records from real DNS in production, and refuses the sandbox there", async () => {
    const production = createIntegrations({ NODE_ENV: 'production' }, { db: database.db, clock });
    expect(production.summary.dns).toBe('system');
    expect(production.sandboxDns).toBeNull();
    await production.close();
    const refusal =
      'HOST_VERIFICATION_DNS: is sandbox, which lets any manager publish the record that proves a host theirs: production reads real DNS (unset it, or set system)';
    expect(() =>
      createIntegrations(
        { NODE_ENV: 'production', HOST_VERIFICATION_DNS: 'sandbox' },
        { db: database.db, clock },
      ),
    ).toThrow(refusal);
    // The server's own configuration lists it with every other problem.
    const { loadConfig } = await import('../config.ts');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), HOST_VERIFICATION_DNS: 'sandbox' }),
    ).toThrow(refusal);
    expect(problemsOf({ HOST_VERIFICATION_DNS: 'google' })).toContain('HOST_VERIFICATION_DNS');
  });

  it('texts through Twilio only when fully configured, the sandbox outside production, none in production without it (decision 0095)', async () => {
    expect(
      problemsOf({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID, TWILIO_FROM: twilio.TWILIO_FROM }),
    ).toContain('TWILIO_AUTH_TOKEN: required because TWILIO_ACCOUNT_SID is set');
    expect(
      problemsOf({
        TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: twilio.TWILIO_AUTH_TOKEN,
      }),
    ).toContain(
      'TWILIO_FROM: required with TWILIO_ACCOUNT_SID: set TWILIO_FROM (a Twilio number) or TWILIO_MESSAGING_SERVICE_SID',
    );
    expect(problemsOf({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: `MG${'a'.repeat(32)}` })).toContain(
      'TWILIO_MESSAGING_SERVICE_SID: set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both',
    );
    expect(problemsOf({ TWILIO_FROM: '+16045550199' })).toContain(
      'TWILIO_ACCOUNT_SID: required because TWILIO_FROM is set',
    );
    expect(problemsOf({ ...twilio, TWILIO_FROM: '604 555 0199' })).toContain(
      'TWILIO_FROM: must be a Twilio number in E.164',
    );
    expect(problemsOf({ ...twilio, TWILIO_ACCOUNT_SID: 'SK123' })).toContain(
      'TWILIO_ACCOUNT_SID: must be the account sid',
    );
    const { TWILIO_FROM: _from, ...withoutFrom } = twilio;
    const service = createIntegrations(
      { ...withoutFrom, TWILIO_MESSAGING_SERVICE_SID: `MG${'a'.repeat(32)}` },
      { db: database.db, clock },
    );
    expect(service.summary.sms).toBe('twilio');
    await service.close();
    // Production never texts through the sandbox: without Twilio it sends no texts at all.
    const production = createIntegrations({ NODE_ENV: 'production' }, { db: database.db, clock });
    expect(production.sms).toBeNull();
    expect(production.smsOutbox).toBeNull();
    expect(production.summary.sms).toBe('off');
    await production.close();
    const configured = createIntegrations({ NODE_ENV: 'production', ...twilio }, { db: database.db, clock });
    expect(configured.summary.sms).toBe('twilio');
    await configured.close();
  });

  it('reads another gazetteer file when told', () => {
    expect(() =>
      createIntegrations({ GAZETTEER_FILE: '/nonexistent/places.json' }, { db: database.db, clock }),
    ).toThrow(/places\.json/);
  });
});
