import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { checkIntegrationEnv, defaultMailFrom, integrationEnvFields } from './integrations/config.ts';

export { ConfigError };

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * The development setups production refuses unless ALLOW_IN_PRODUCTION names them
 * (productionRefusals below; docs/operations.md, "What production refuses, and why").
 */
export const productionExceptionNames = [
  'payments-sandbox',
  'stripe-test-mode',
  'mail-outbox',
  'pglite',
  'rate-limits-off',
] as const;
export type ProductionException = (typeof productionExceptionNames)[number];

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Address customers use to reach this server (links, QR codes, e-mails). */
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    CLOCK_NOW: optionalText.pipe(z.iso.datetime({ offset: true }).optional()),
    /**
     * With CLOCK_NOW only: how many times faster than real time the server's clock runs (5: five
     * seconds pass each second), so a journey sees a minute's delay pass in seconds (decision 0088).
     */
    CLOCK_RATE: optionalText.pipe(z.coerce.number<string | undefined>().positive().max(3600).optional()),
    /**
     * This instance's name among several on one database (default: host name and port). Give each
     * instance its own, the same across its restarts: a restarted instance takes back at once the
     * Idempotency-Keys its crashed run left in flight.
     */
    INSTANCE_NAME: optionalText.pipe(z.string().max(200).optional()),
    /** Signs session tokens; at least 32 characters. Default: a random secret kept in DATA_DIR. */
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /**
     * How often (ms) unconfirmed orders are looked at for the louder alert, the managers' notice and
     * the automatic rejection (decision 0081). Journeys shorten it; `off` stops the job on this
     * instance (another instance on the same database still runs it).
     */
    ESCALATION_CHECK_MS: z
      .union([z.literal('off'), z.coerce.number().int().min(100).max(600_000)])
      .default(15_000),
    /**
     * How many times a ticket is sent to a printer that is off or refuses before the staff card
     * says "Not printed" (decision 0090): 30 is about half an hour of retries. Journeys shorten it.
     */
    PRINT_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(30),
    /**
     * How long a worker's claim on a print job holds (decision 0090): a worker killed mid-print
     * leaves it for this long. Far longer than a send may take (5 s + 10 s); the crash test shortens it.
     */
    PRINT_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /**
     * How long a printer that polls (CloudPRNT) may stay quiet before its tickets say "Not printed"
     * and the board says it cannot be reached (decision 0099). Journeys shorten it.
     */
    CLOUDPRNT_SILENT_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /** `info` logs every request. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Rate limits on public and costly routes (http/rate-limits.ts); `off` for development only. */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Multiplies every rate limit: load tests from one address raise it instead of turning limits off. */
    RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1_000_000).default(1),
    /** Live sockets one client address may hold open at once. */
    LIVE_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).default(200),
    /**
     * Behind a reverse proxy: which proxies to believe about the client's address (X-Forwarded-For),
     * as `true` (any), a hop count or a comma-separated list of addresses/CIDRs. Unset: none.
     */
    TRUST_PROXY: optionalText,
    /** On SIGTERM: how long readiness answers 503 before the instance stops accepting connections. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    /** On SIGTERM: how long requests in flight may take to finish before their connections are cut. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** Bearer token of GET /metrics (Prometheus); unset: no metrics endpoint. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** Bearer token of POST /ops/backup (a running PGlite server's backup); unset: no such route. */
    BACKUP_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /**
     * Street tiles behind the back office's zone map: an https URL template with {z}, {x} and {y}
     * (e.g. https://tile.example.org/{z}/{x}/{y}.png). Unset: a plain background, no tile server asked.
     */
    MAP_TILE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^https:\/\/\S+$/, 'must be an https address')
        .refine(
          (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
          'must contain {z}, {x} and {y}',
        )
        .optional(),
    ),
    /** The credit the tile source asks for, shown on the map (e.g. "© OpenStreetMap contributors"). */
    MAP_TILE_ATTRIBUTION: optionalText.pipe(z.string().max(300).optional()),
    /**
     * The development setups production may start with anyway, comma-separated (productionRefusals):
     * payments-sandbox, stripe-test-mode, mail-outbox, pglite, rate-limits-off. Each one taken is
     * logged at start.
     */
    ALLOW_IN_PRODUCTION: z
      .string()
      .optional()
      .transform((list) =>
        (list ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      )
      .pipe(
        z.array(
          z.enum(productionExceptionNames, {
            error: (issue) =>
              `${JSON.stringify(issue.input)} is not an exception production knows; the names are ${productionExceptionNames.join(', ')}`,
          }),
        ),
      ),
    ...integrationEnvFields,
  })
  .superRefine(checkIntegrationEnv)
  .refine((env) => !(env.NODE_ENV === 'production' && !env.AUTH_SECRET), {
    message: 'AUTH_SECRET is required in production',
    path: ['AUTH_SECRET'],
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.CLOCK_NOW), {
    message: 'CLOCK_NOW is for development and tests only; unset it in production',
    path: ['CLOCK_NOW'],
  })
  // A faster clock is a pinned clock's option: production, which refuses CLOCK_NOW, never runs one.
  .refine((env) => env.CLOCK_RATE === undefined || env.CLOCK_NOW !== undefined, {
    message: 'CLOCK_RATE needs CLOCK_NOW (development and tests only)',
    path: ['CLOCK_RATE'],
  });

type ParsedEnv = z.infer<typeof envSchema>;

/** What production refuses to start with, and what each exception taken risks. */
interface ProductionRefusal {
  /** The variable the refusal is listed under. */
  variable: keyof ParsedEnv;
  applies(env: ParsedEnv): boolean;
  refusal: string;
  /** What runs differently when the exception is taken: logged at start and in the banner. */
  risk: string;
}

/**
 * Each a development setup under which the server would run while doing something else than it
 * seems to: production refuses it unless ALLOW_IN_PRODUCTION names its exception.
 */
export const productionRefusals: Record<ProductionException, ProductionRefusal> = {
  'payments-sandbox': {
    variable: 'STRIPE_SECRET_KEY',
    applies: (env) => !(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY),
    refusal:
      'unset, so payments would run on the sandbox (online orders marked paid, no money taken): set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    risk: 'payments run on the sandbox: online orders are marked paid and no money is taken',
  },
  'stripe-test-mode': {
    variable: 'STRIPE_SECRET_KEY',
    applies: (env) => /^(?:sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? ''),
    refusal: "is a test-mode key (test cards would pay for orders, no money taken): set Stripe's live keys",
    risk: 'Stripe runs in test mode: test cards pay for orders and no money is taken',
  },
  'mail-outbox': {
    variable: 'SMTP_URL',
    applies: (env) => !env.SMTP_URL,
    refusal:
      'unset, so e-mail (password resets, invitations) would stay in the outbox and never be sent: set SMTP_URL and MAIL_FROM',
    risk: 'e-mail (password resets, invitations) is kept in the outbox table and never sent',
  },
  pglite: {
    variable: 'DATABASE_URL',
    applies: (env) => !env.DATABASE_URL,
    refusal:
      'unset, so the database would be the embedded PGlite (one instance only, its folder the only copy): set a PostgreSQL URL',
    risk: 'the database is the embedded PGlite: one instance only, one query at a time, its folder the only copy',
  },
  'rate-limits-off': {
    variable: 'RATE_LIMITS',
    applies: (env) => env.RATE_LIMITS === 'off',
    refusal: 'is off, so password guessing and floods of orders and sign-ups would not be slowed: set it on',
    risk: 'rate limits are off: password guessing and floods of orders and sign-ups are not slowed',
  },
};

/** The refusals production meets in these settings that ALLOW_IN_PRODUCTION does not excuse. */
function refuseDevelopmentSetup(env: ParsedEnv, ctx: z.RefinementCtx) {
  if (env.NODE_ENV !== 'production') return;
  for (const exception of productionExceptionNames) {
    const { variable, applies, refusal } = productionRefusals[exception];
    if (!applies(env) || env.ALLOW_IN_PRODUCTION.includes(exception)) continue;
    ctx.addIssue({
      code: 'custom',
      path: [variable],
      message: `${refusal} (production refuses this unless ALLOW_IN_PRODUCTION names ${exception})`,
    });
  }
  if (env.SMTP_URL && env.MAIL_FROM === defaultMailFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message: `is required in production with SMTP_URL: the default sender (${defaultMailFrom}) is no address of yours`,
    });
  }
}

/** The exceptions production starts with: each refusal that applies and ALLOW_IN_PRODUCTION excuses. */
function exceptionsTaken(env: ParsedEnv): { exception: ProductionException; risk: string }[] {
  if (env.NODE_ENV !== 'production') return [];
  return productionExceptionNames
    .filter((exception) => env.ALLOW_IN_PRODUCTION.includes(exception))
    .filter((exception) => productionRefusals[exception].applies(env))
    .map((exception) => ({ exception, risk: productionRefusals[exception].risk }));
}

export type Config = z.infer<typeof envSchema> & {
  publicUrl: string;
  /** The zone map's street tiles (MAP_TILE_URL), or null for none. */
  mapTiles: { url: string; attribution: string } | null;
  /**
   * Development aids: the e-mail outbox page (`/dev/outbox`, loopback callers only) and the demo's
   * accounts with their published password. Never in production.
   */
  developmentAids: boolean;
  /**
   * The development setups production runs with because ALLOW_IN_PRODUCTION names them, each with
   * what it risks (the start-up banner and a warning in the log say so). Empty outside production.
   */
  productionExceptions: { exception: ProductionException; risk: string }[];
};

export interface LoadConfigOptions {
  /**
   * The server is starting: in production it then refuses a development setup (productionRefusals)
   * that ALLOW_IN_PRODUCTION does not excuse, listed with every other wrong value. Code that only
   * reads settings (tests) leaves it off.
   */
  starting?: boolean;
}

const startSchema = envSchema.superRefine(refuseDevelopmentSetup);

/** Reads the environment once at start; a wrong value stops the server with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): Config {
  const parsed = (options.starting ? startSchema : envSchema).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    mapTiles: config.MAP_TILE_URL
      ? {
          url: config.MAP_TILE_URL,
          attribution: config.MAP_TILE_ATTRIBUTION ?? 'Map tiles: see the tile source',
        }
      : null,
    developmentAids: config.NODE_ENV !== 'production',
    productionExceptions: exceptionsTaken(config),
  };
}
