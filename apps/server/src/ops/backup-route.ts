import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { writeBackup } from './backup.ts';
import { bearerMatches } from './bearer.ts';

/**
 * POST /ops/backup (bearer BACKUP_TOKEN): a backup of a running PGlite server. PGlite is one
 * process's database: no second process may open its folder while the server runs, so the server
 * takes the dump itself (between queries, so it is consistent) and sends the archive.
 */
export function registerBackupRoute(
  app: FastifyInstance,
  options: { token: string; database: Database; mediaDir: string },
) {
  const { dumpDataDir } = options.database;
  if (!dumpDataDir) return;
  app.post('/ops/backup', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, options.token)) {
      return reply.status(401).send({ error: { message: 'Not Authenticated' } });
    }
    const work = mkdtempSync(join(tmpdir(), 'orderly-online-backup-'));
    const file = join(work, 'backup.tar.gz');
    try {
      await writeBackup(file, { pgliteDump: dumpDataDir, mediaDir: options.mediaDir });
    } catch (error) {
      rmSync(work, { recursive: true, force: true });
      throw error;
    }
    const stream = createReadStream(file);
    stream.once('close', () => rmSync(work, { recursive: true, force: true }));
    return reply.type('application/gzip').send(stream);
  });
}
