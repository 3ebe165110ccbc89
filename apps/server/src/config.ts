import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { checkIntegrationEnv, integrationEnvFields } from './integrations/config.ts';

export { ConfigError };

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

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
     * This instance's name among several on one database (default: host name and port). Give each
     * instance its own, the same across its restarts: a restarted instance takes back at once the
     * Idempotency-Keys its crashed run left in flight.
     */
    INSTANCE_NAME: optionalText.pipe(z.string().max(200).optional()),
    /** Signs session tokens; at least 32 characters. Default: a random secret kept in DATA_DIR. */
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
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
  });

export type Config = z.infer<typeof envSchema> & {
  publicUrl: string;
  /** The zone map's street tiles (MAP_TILE_URL), or null for none. */
  mapTiles: { url: string; attribution: string } | null;
  /**
   * Development aids: the e-mail outbox page (`/dev/outbox`, loopback callers only) and the demo's
   * accounts with their published password. Never in production.
   */
  developmentAids: boolean;
};

/** Reads the environment once at start; a wrong value stops the server with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
  };
}
