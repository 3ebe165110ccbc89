import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { isInitialised, preparePgliteFolder } from './pglite-folder.ts';

type Rows<T> = { rows: T[] };

const folder = mkdtempSync(join(tmpdir(), 'orderly-pglite-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a PGlite data folder', () => {
  it('is created by a child process, then opened, migrated and kept across restarts', async () => {
    const dataDir = join(folder, 'data');
    expect(isInitialised(dataDir)).toBe(false);
    await preparePgliteFolder(dataDir);
    expect(isInitialised(dataDir)).toBe(true);

    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    const rows = (await again.db.execute(sql`select note from kept`)) as unknown as Rows<{ note: string }>;
    expect(rows.rows.map((row) => row.note)).toEqual(['still here']);
    const shared = (await again.db.execute(sql`show shared_buffers`)) as unknown as Rows<{
      shared_buffers: string;
    }>;
    expect(shared.rows[0]?.shared_buffers).toBe('16MB');
    await again.close();
  }, 120_000);

  it('says which folder could not be created', async () => {
    const file = join(folder, 'not-a-folder');
    writeFileSync(file, '');
    await expect(preparePgliteFolder(join(file, 'data'))).rejects.toThrow(/not-a-folder/);
  });
});
