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
    /** Signs session tokens; at least 32 characters. Default: a random secret kept in DATA_DIR. */
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** `info` logs every request. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
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

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

/** Reads the environment once at start; a wrong value stops the server with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
