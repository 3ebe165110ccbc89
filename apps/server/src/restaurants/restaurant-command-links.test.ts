import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { environmentWithFile } from '../environment-file.ts';

const run = promisify(execFile);
const serverFolder = new URL('../../', import.meta.url).pathname;

/** `npm run restaurant -- create` as a person runs it, on an in-memory database. */
async function create(env: Record<string, string>) {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/restaurant.ts',
      'create',
      '--name',
      'Luigi Test',
      '--location',
      'Main',
      '--manager',
      'luigi@example.com',
    ],
    {
      cwd: serverFolder,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: 'memory', SEED_DEMO: 'false', ...env },
      timeout: 120_000,
    },
  );
  return stdout;
}

describe('the restaurant command reads the server settings (issue 24)', () => {
  it('prints its links on the port of the .env file the server reads', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'orderly-env-'));
    const file = join(folder, '.env');
    // One run (a child process opening a database costs seconds); PUBLIC_URL takes the same road.
    writeFileSync(file, 'PORT=4567\n');
    const printed = await create({ ENV_FILE: file });
    expect(printed).toContain('Staff app: http://localhost:4567/staff/');
    expect(printed).toContain('Menu: http://localhost:4567/restaurants/luigi-test/locations/');
    // Where the invitation is, as an address to open (it said '/dev/outbox on a development server').
    expect(printed).toContain(
      'Invited luigi@example.com: the invitation is in the development outbox, open http://localhost:4567/dev/outbox in a browser on this machine once the server runs.',
    );
  }, 240_000);

  it('answers --help and a mistyped option with what it takes (it printed the parser message of Node)', async () => {
    const command = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/restaurant.ts', 'create', ...args], {
        cwd: serverFolder,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: 'memory' },
        timeout: 60_000,
      });
    const help = await command('--help');
    expect(help.stdout).toContain('npm run restaurant -- create --name "Name" --location "Location name"');
    const typo = await command('--nmae', 'Luigi').then(
      () => null,
      (error: { stderr: string; code: number }) => error,
    );
    expect(typo?.code).toBe(1);
    expect(typo?.stderr).toMatch(/^--nmae is not an option of this command\.\nUsage:\n/);
    expect(typo?.stderr).not.toContain('positional argument');
  }, 120_000);

  it('lets a variable set in the shell win over the file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'orderly-env-'));
    const file = join(folder, '.env');
    writeFileSync(file, 'PORT=4567\nDATA_DIR=./elsewhere\n');
    expect(environmentWithFile({ PORT: '8080' }, file)).toMatchObject({
      PORT: '8080',
      DATA_DIR: './elsewhere',
    });
    expect(environmentWithFile({ PORT: '8080' }, join(folder, 'missing.env'))).toEqual({ PORT: '8080' });
    expect(environmentWithFile({ PORT: '8080', ENV_FILE: 'none' })).toEqual({
      PORT: '8080',
      ENV_FILE: 'none',
    });
  });
});
