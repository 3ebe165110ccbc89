/**
 * npm run restaurant -- import <file.json>
 * npm run restaurant -- export <restaurantId> [file.json]
 * npm run restaurant -- create --name "…" --location "…" --manager <email> [--time-zone Area/City] [--address "…"] [--id …]
 * npm run restaurant -- schema [file.json]   (the format as a JSON Schema, for editors)
 *
 * Works on the database `npm start` uses: PostgreSQL when DATABASE_URL is set, PGlite's data folder
 * DATA_DIR (default apps/server/data) otherwise, which must not be open in a running server.
 * New staff accounts get an invitation e-mail through the mail port: the outbox (read it at
 * /dev/outbox on a development server) unless SMTP_URL is set. Links use PUBLIC_URL (default
 * http://localhost:$PORT), read like the server's settings: the shell's variables over the .env file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDocumentProblems, restaurantDocumentJsonSchema } from '@orderly/domain/restaurant-document';
import { systemClock } from '../src/clock.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { environmentWithFile } from '../src/environment-file.ts';
import { createIntegrations } from '../src/integrations/config.ts';
import { createCommand, exportCommand, importCommand } from '../src/restaurants/restaurant-commands.ts';
import { RestaurantDocumentError } from '../src/restaurants/restaurant-import.ts';
import { useShippedZoneRules } from '../src/restaurants/shipped-zone-rules.ts';

const usage = `Usage:
  npm run restaurant -- import <file.json>
  npm run restaurant -- export <restaurantId> [file.json]
  npm run restaurant -- create --name "Name" --location "Location name" --manager <email> [--time-zone Area/City] [--address "…"] [--id restaurant-id]
  npm run restaurant -- schema [file.json]`;

class UsageError extends Error {}

/** Paths as the person typed them: npm runs this script in apps/server, INIT_CWD is where they were. */
const fromCaller = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

function readJson(file: string): unknown {
  const path = fromCaller(file);
  if (!existsSync(path)) throw new UsageError(`There is no file ${path}.`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`${path} is not JSON: ${(error as Error).message}`);
  }
}

function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        location: { type: 'string' },
        manager: { type: 'string' },
        'time-zone': { type: 'string' },
        address: { type: 'string' },
        id: { type: 'string' },
      },
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && code !== 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw error;
    const option =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-[^']*)'/.exec((error as Error).message)?.[1] : undefined;
    const problem = option ? `${option} is not an option of this command.` : (error as Error).message;
    throw new UsageError(`${problem}\n${usage}`);
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || !['import', 'export', 'create', 'schema'].includes(command)) throw new UsageError(usage);
  if (command === 'schema') {
    const text = `${JSON.stringify(restaurantDocumentJsonSchema(), null, 2)}\n`;
    if (rest[0]) writeFileSync(fromCaller(rest[0]), text);
    else process.stdout.write(text);
    return;
  }
  // --help prints what the commands take; so does an option they do not take, after saying which.
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(usage);
    return;
  }
  const { values, positionals } = parseOptions(rest);

  // Checked before the database is opened: a typo costs nothing.
  const input = command === 'import' ? readJson(positionals[0] ?? '') : null;
  if (command === 'import' && !positionals[0]) throw new UsageError(usage);
  if (command === 'export' && !positionals[0]) throw new UsageError(usage);
  if (command === 'create' && !(values.name && values.location && values.manager))
    throw new UsageError(usage);

  // The same settings as the server's: the shell's variables over the repository's .env.
  const env = environmentWithFile();
  const config = loadConfig(env);
  // PGlite is one process's database: a server running on the folder would be corrupted.
  if (!config.DATABASE_URL && existsSync(join(config.DATA_DIR, 'postmaster.pid'))) {
    throw new Error(
      `The database in ${resolve(config.DATA_DIR)} is open in a running server (or one that stopped without closing it). Stop the server first, or use PostgreSQL (DATABASE_URL).`,
    );
  }
  useShippedZoneRules();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const integrations = createIntegrations(env, { db: database.db, clock: systemClock });
  const context = {
    db: database.db,
    mailer: integrations.mailer,
    publicUrl: config.publicUrl,
    now: () => systemClock.now(),
  };
  const where = database.engine === 'postgres' ? 'PostgreSQL' : `PGlite (${resolve(config.DATA_DIR)})`;
  try {
    if (command === 'export') {
      const document = await exportCommand(context, positionals[0]!);
      if (!document) {
        // The demo is written by the server's first start; a new clone has only its file.
        const demoHint =
          positionals[0] === 'demo'
            ? ' The demo restaurant is written when the server first starts (npm start); its file is apps/server/src/demo/demo-restaurant.json.'
            : '';
        throw new UsageError(`There is no restaurant "${positionals[0]}" in ${where}.${demoHint}`);
      }
      const text = `${JSON.stringify(document, null, 2)}\n`;
      if (positionals[1]) {
        writeFileSync(fromCaller(positionals[1]), text);
        console.log(`Wrote restaurant "${document.id}" to ${fromCaller(positionals[1])}.`);
      } else {
        process.stdout.write(text);
      }
      return;
    }
    const outcome =
      command === 'import'
        ? await importCommand(context, input)
        : await createCommand(context, {
            name: values.name!,
            location: values.location!,
            manager: values.manager!,
            ...(values['time-zone'] ? { timeZone: values['time-zone'] } : {}),
            ...(values.address ? { address: values.address } : {}),
            ...(values.id ? { id: values.id } : {}),
          });
    console.log(
      `${outcome.created ? 'Created' : 'Updated'} restaurant "${outcome.restaurantId}" in ${where}.`,
    );
    for (const email of outcome.invited) {
      console.log(
        integrations.mailer.kind === 'outbox'
          ? `Invited ${email}: the invitation is in the development outbox, open ${config.publicUrl}/dev/outbox in a browser on this machine once the server runs.`
          : `Invited ${email} (e-mail sent).`,
      );
    }
    console.log(`Staff app: ${config.publicUrl}/staff/`);
    console.log(
      `Menu: ${config.publicUrl}/restaurants/${outcome.restaurantId}/locations/${outcome.locationId}`,
    );
  } finally {
    await integrations.close();
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof RestaurantDocumentError) {
    console.error(`The file was refused; nothing was written. ${error.problems.length} problem(s):`);
    console.error(formatDocumentProblems(error.problems));
  } else if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
