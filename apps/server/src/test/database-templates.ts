import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { createDatabase, dropDatabase, type TestDatabaseContent, withContent } from './test-database.ts';

const contents: TestDatabaseContent[] = ['empty', 'demo'];

/**
 * Builds the databases every server test file starts from, once per test run (a vitest global
 * setup): with every migration applied, and with the demo restaurant and its accounts too. Creating
 * a PGlite database and migrating it took about 2 s, and hashing the demo accounts' passwords about
 * 0.6 s more, for each of some 80 servers a run starts; a copy takes well under a second.
 * PGlite's are dumps of the data folder in files; PostgreSQL's are template databases.
 */
export default async function buildDatabaseTemplates(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const prefix = `ci_template_${randomBytes(4).toString('hex')}`;
    const names = { empty: `${prefix}_empty`, demo: `${prefix}_demo` };
    for (const content of contents) {
      const url = await createDatabase(serverUrl, names[content]);
      const database = await openDatabase({ url, dataDir: 'memory' });
      await withContent(database, content);
      await database.close();
    }
    project.provide('databaseTemplates', { postgres: names });
    return async () => {
      for (const content of contents) await dropDatabase(serverUrl, names[content]);
    };
  }

  const folder = mkdtempSync(join(tmpdir(), 'orderly-test-databases-'));
  const files = { empty: join(folder, 'empty.tar.gz'), demo: join(folder, 'demo.tar.gz') };
  for (const content of contents) {
    const database = await withContent(await openDatabase({ dataDir: 'memory' }), content);
    const dump = await database.dumpDataDir?.();
    await database.close();
    if (!dump) throw new Error('PGlite gave no dump of its data folder.');
    writeFileSync(files[content], Buffer.from(await dump.arrayBuffer()));
  }
  project.provide('databaseTemplates', { pglite: files });
  return () => rmSync(folder, { recursive: true, force: true });
}
