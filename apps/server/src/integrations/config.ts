import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { ConfigError } from '../config-error.ts';
import type { Db } from '../db/client.ts';
import { GazetteerAddressSearch } from './address-search/gazetteer-search.ts';
import { GoogleAddressSearch } from './address-search/google-address-search.ts';
import type { AddressSearch } from './address-search/types.ts';
import { DoorDashCourier } from './courier/doordash-courier.ts';
import { SandboxCourier } from './courier/sandbox-courier.ts';
import type { Courier } from './courier/types.ts';
import { SandboxDns } from './dns/sandbox-dns.ts';
import { SystemDns } from './dns/system-dns.ts';
import type { TxtLookup } from './dns/types.ts';
import { OutboxMailer } from './email/outbox-mailer.ts';
import { SmtpMailer } from './email/smtp-mailer.ts';
import type { Mailer } from './email/types.ts';
import type { FetchLike } from './fetch.ts';
import { registerSandboxPaymentRoutes } from './payments/sandbox-payment-routes.ts';
import { SandboxPaymentProvider } from './payments/sandbox-payments.ts';
import { StripePaymentProvider } from './payments/stripe-payments.ts';
import type { PaymentProvider } from './payments/types.ts';
import type { PushSender } from './push/types.ts';
import { isPushServiceEndpoint, resolveVapidKeys } from './push/vapid-keys.ts';
import { WebPushSender } from './push/web-push-sender.ts';
import { SandboxSms } from './sms/sandbox-sms.ts';
import { TwilioSms } from './sms/twilio-sms.ts';
import type { SmsSender } from './sms/types.ts';

/** An unset or blank variable is absent. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const textOr = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || fallback);

/** The sender of e-mail when MAIL_FROM is unset (production refuses it with SMTP: config.ts). */
export const defaultMailFrom = 'Orderly <no-reply@orderly.local>';

/**
 * The integration variables, all optional: each port runs on its embedded default until its
 * real service is fully configured. Merge into the server's schema with
 * `z.object({ ...serverFields, ...integrationEnvFields }).superRefine(checkIntegrationEnv)`.
 */
export const integrationEnvFields = {
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().startsWith('pk_', 'must start with pk_').optional()),
  DOORDASH_DEVELOPER_ID: optionalText,
  DOORDASH_KEY_ID: optionalText,
  DOORDASH_SIGNING_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/, 'must be the base64url signing secret from the DoorDash portal')
      .optional(),
  ),
  DOORDASH_BASE_URL: textOr('https://openapi.doordash.com').pipe(z.url()),
  GOOGLE_MAPS_API_KEY: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, 'must look like smtp://user:pass@host:587 or smtps://user:pass@host:465')
      .optional(),
  ),
  MAIL_FROM: textOr(defaultMailFrom),
  /** A JSON list of {placeId, address, city, province, postalCode, country, lat, lng}. */
  GAZETTEER_FILE: optionalText,
  /**
   * Where host names' ownership records are read (manage/hosts.ts): `system`, real DNS, or
   * `sandbox`, the embedded table any manager can publish to. Default: `system` in production (where
   * `sandbox` is refused), `sandbox` elsewhere.
   */
  HOST_VERIFICATION_DNS: optionalText.pipe(z.enum(['system', 'sandbox']).optional()),
  /**
   * The server's VAPID key pair for Web Push (base64url, as `npx web-push generate-vapid-keys`
   * prints it). Unset: a pair made once and kept in the database, shared by every instance on it
   * (decision 0091). Set both or neither.
   */
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key (43 characters)')
      .optional(),
  ),
  /** Who the push services may contact about this server: mailto: or https: (default: mailto: MAIL_FROM's address). */
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
  /**
   * Text messages through Twilio (decision 0095): the account's sid and auth token, and the sender,
   * a Twilio number (TWILIO_FROM) or a Messaging Service (TWILIO_MESSAGING_SERVICE_SID). Unset: the
   * sandbox outside production (texts kept in the development outbox), no texts in production.
   */
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, 'must be the account sid from the Twilio console (AC and 32 hex digits)')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{32}$/, "must be the account's auth token (32 hex digits)")
      .optional(),
  ),
  TWILIO_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be a Twilio number in E.164, such as +16045550100')
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(
    z
      .string()
      .regex(/^MG[0-9a-f]{32}$/, 'must be a Messaging Service sid (MG and 32 hex digits)')
      .optional(),
  ),
};

/** The VAPID subject when VAPID_SUBJECT is unset: the sender address of the server's e-mail. */
export function defaultVapidSubject(mailFrom: string): string {
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

const sandboxDnsInProduction =
  'is sandbox, which lets any manager publish the record that proves a host theirs: production reads real DNS (unset it, or set system)';

/** The DNS adapter a server uses: the sandbox only outside production, and only when not told otherwise. */
function hostVerificationDns(env: Record<string, unknown>, chosen: 'system' | 'sandbox' | undefined) {
  const production = env.NODE_ENV === 'production';
  if (production && chosen === 'sandbox') {
    throw new ConfigError(
      `Invalid integration configuration:\n  - HOST_VERIFICATION_DNS: ${sandboxDnsInProduction}`,
    );
  }
  return chosen ?? (production ? 'system' : 'sandbox');
}

type IntegrationFields = z.infer<z.ZodObject<typeof integrationEnvFields>>;

/** A service is either fully configured or not at all: half a configuration is a mistake. */
export function checkIntegrationEnv(env: IntegrationFields, ctx: z.RefinementCtx) {
  const groups: { service: string; names: (keyof IntegrationFields)[] }[] = [
    { service: 'Stripe', names: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] },
    { service: 'DoorDash', names: ['DOORDASH_DEVELOPER_ID', 'DOORDASH_KEY_ID', 'DOORDASH_SIGNING_SECRET'] },
    { service: 'your own VAPID keys', names: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] },
    { service: 'Twilio', names: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] },
  ];
  for (const { service, names } of groups) {
    const set = names.filter((name) => env[name]);
    if (set.length === 0 || set.length === names.length) continue;
    for (const name of names.filter((candidate) => !env[candidate])) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `required because ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set: set all of ${names.join(', ')} to use ${service}, or none of them for the ${service.startsWith('your') ? 'pair kept in the database' : 'sandbox'}`,
      });
    }
  }
  const twilio = Boolean(env.TWILIO_ACCOUNT_SID || env.TWILIO_AUTH_TOKEN);
  const senders = [env.TWILIO_FROM, env.TWILIO_MESSAGING_SERVICE_SID].filter(Boolean).length;
  if (twilio && senders !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: [senders === 0 ? 'TWILIO_FROM' : 'TWILIO_MESSAGING_SERVICE_SID'],
      message:
        senders === 0
          ? 'required with TWILIO_ACCOUNT_SID: set TWILIO_FROM (a Twilio number) or TWILIO_MESSAGING_SERVICE_SID'
          : 'set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both: the texts need one sender',
    });
  }
  if (!twilio && senders > 0) {
    const name = env.TWILIO_FROM ? 'TWILIO_FROM' : 'TWILIO_MESSAGING_SERVICE_SID';
    ctx.addIssue({
      code: 'custom',
      path: ['TWILIO_ACCOUNT_SID'],
      message: `required because ${name} is set: set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN to send texts through Twilio, or unset ${name}`,
    });
  }
  if ((env as { NODE_ENV?: unknown }).NODE_ENV === 'production' && env.HOST_VERIFICATION_DNS === 'sandbox') {
    ctx.addIssue({ code: 'custom', path: ['HOST_VERIFICATION_DNS'], message: sandboxDnsInProduction });
  }
  const secretMode = env.STRIPE_SECRET_KEY?.match(/^(?:sk|rk)_(live|test)_/)?.[1];
  const publishableMode = env.STRIPE_PUBLISHABLE_KEY?.match(/^pk_(live|test)_/)?.[1];
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
    });
  }
}

export const integrationEnvSchema = z.object(integrationEnvFields).superRefine(checkIntegrationEnv);

export type IntegrationConfig = z.infer<typeof integrationEnvSchema>;

/** Reads the integration variables; a wrong or half-set one stops the server with every problem listed. */
export function loadIntegrationConfig(env: Record<string, unknown> = process.env): IntegrationConfig {
  const parsed = integrationEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid integration configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export interface IntegrationDependencies {
  db: Db;
  clock: Clock;
  /** Tests pass a fake; the real adapters use the global fetch otherwise. */
  fetch?: FetchLike;
  /** The courier's wait between retries (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
}

export interface Integrations {
  payments: PaymentProvider;
  /** Set when payments run on the sandbox: its token endpoint must be served (`registerIntegrationRoutes`). */
  sandboxPayments: SandboxPaymentProvider | null;
  courier: Courier;
  addressSearch: AddressSearch;
  mailer: Mailer;
  /** Set when e-mail goes to the outbox, where developers and tests read it. */
  outbox: OutboxMailer | null;
  /** Reads the TXT records that prove a white-label host a restaurant's. */
  dns: TxtLookup;
  /** Set when DNS is the embedded sandbox (never in production): the back office may publish to it. */
  sandboxDns: SandboxDns | null;
  /** Web Push notices (always the real adapter: the browser's push service is on the internet). */
  push: PushSender;
  /**
   * Whether the server sends to this push endpoint: a known push service's https address. Tests
   * replace it to let a local endpoint through.
   */
  pushEndpointAllowed: (endpoint: string) => boolean;
  /**
   * Text messages (decision 0095): Twilio when configured, else the sandbox outside production; null
   * in production without Twilio (no texts: the checkout offers none, no text is queued).
   */
  sms: SmsSender | null;
  /** Set when texts go to the sandbox (the development outbox page shows them). */
  smsOutbox: SandboxSms | null;
  /** Which adapter each port uses, for the start-up banner. */
  summary: Record<'payments' | 'courier' | 'addressSearch' | 'mailer' | 'dns' | 'sms', string>;
  close(): Promise<void>;
}

/**
 * One adapter per port, chosen from the environment: the real service when its variables are
 * set, the embedded default otherwise. Accepts the raw environment or the server's parsed config.
 */
export function createIntegrations(
  env: Record<string, unknown>,
  deps: IntegrationDependencies,
): Integrations {
  const config = loadIntegrationConfig(env);
  const fetchOption = deps.fetch ? { fetch: deps.fetch } : {};

  const sandboxPayments =
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
      ? null
      : new SandboxPaymentProvider(deps.db, deps.clock);
  const payments: PaymentProvider =
    sandboxPayments ??
    new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      ...fetchOption,
    });

  const courier: Courier =
    config.DOORDASH_DEVELOPER_ID && config.DOORDASH_KEY_ID && config.DOORDASH_SIGNING_SECRET
      ? new DoorDashCourier({
          credentials: {
            developerId: config.DOORDASH_DEVELOPER_ID,
            keyId: config.DOORDASH_KEY_ID,
            signingSecret: config.DOORDASH_SIGNING_SECRET,
          },
          baseUrl: config.DOORDASH_BASE_URL,
          clock: deps.clock,
          sleep: deps.sleep,
          ...fetchOption,
        })
      : new SandboxCourier({ clock: deps.clock, sleep: deps.sleep });

  const addressSearch: AddressSearch = config.GOOGLE_MAPS_API_KEY
    ? new GoogleAddressSearch({ apiKey: config.GOOGLE_MAPS_API_KEY, ...fetchOption })
    : GazetteerAddressSearch.fromFile(config.GAZETTEER_FILE);

  const smtp = config.SMTP_URL ? new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }) : null;
  const outbox = smtp ? null : new OutboxMailer(deps.db);
  const mailer: Mailer = smtp ?? outbox!;

  const systemDns =
    hostVerificationDns(env, config.HOST_VERIFICATION_DNS) === 'system' ? new SystemDns() : null;
  const sandboxDns = systemDns ? null : new SandboxDns(deps.db);
  const dns: TxtLookup = systemDns ?? sandboxDns!;

  const push = new WebPushSender({
    identity: () =>
      resolveVapidKeys(deps.db, {
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
        subject: config.VAPID_SUBJECT ?? defaultVapidSubject(config.MAIL_FROM),
      }),
    ...fetchOption,
  });

  const twilio =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN
      ? new TwilioSms({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM
            ? { number: config.TWILIO_FROM }
            : { messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID! },
          ...fetchOption,
        })
      : null;
  // The sandbox never runs in production: texts there would go nowhere while diners wait for them.
  const smsOutbox = twilio || env.NODE_ENV === 'production' ? null : new SandboxSms(deps.db);
  const sms: SmsSender | null = twilio ?? smsOutbox;

  return {
    payments,
    sandboxPayments,
    sms,
    smsOutbox,
    push,
    pushEndpointAllowed: isPushServiceEndpoint,
    courier,
    addressSearch,
    mailer,
    outbox,
    dns,
    sandboxDns,
    summary: {
      payments: payments.kind,
      courier: courier.kind,
      addressSearch: addressSearch.kind,
      mailer: mailer.kind,
      dns: dns.kind,
      sms: sms?.kind ?? 'off',
    },
    close: async () => {
      smtp?.close();
      systemDns?.close();
    },
  };
}

/** Serves what the embedded defaults need over HTTP: today, the sandbox's card token endpoint. */
export async function registerIntegrationRoutes(app: FastifyInstance, integrations: Integrations) {
  if (integrations.sandboxPayments) await registerSandboxPaymentRoutes(app, integrations.sandboxPayments);
}
