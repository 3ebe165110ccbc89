import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

/**
 * The repository's `.env` (apps/server/src/… and apps/server/dist/… both sit three folders below
 * it), so `npm start` and `npm run restaurant` read the same settings: links printed and e-mailed by
 * the command use the server's PORT and PUBLIC_URL.
 */
export const defaultEnvironmentFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../../.env');

/**
 * The environment with the settings of an env file beneath it: a variable set in the shell wins
 * over the file. ENV_FILE names another file (`none`: no file); a missing file is no file.
 */
export function environmentWithFile(
  env: NodeJS.ProcessEnv = process.env,
  file: string = env.ENV_FILE ?? defaultEnvironmentFile,
): NodeJS.ProcessEnv {
  if (file === 'none' || !existsSync(file)) return env;
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}
