import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { PeriodicJob } from '../ops/periodic-job.ts';
import { UPLOADS_PREFIX } from './media-store.ts';

export interface MediaCleanupTiming {
  /** How often it looks for uploads nothing uses. */
  everyMs: number;
  /** How long an upload nothing uses is kept (a manager may still be editing the form it is in). */
  keepUnusedMs: number;
}

export const defaultMediaCleanupTiming: MediaCleanupTiming = {
  everyMs: 60 * 60 * 1000,
  keepUnusedMs: 24 * 60 * 60 * 1000,
};

/**
 * Deletes uploaded pictures that nothing refers to and that were last uploaded before `before`:
 * pictures uploaded in the branding or menu editors and never saved, or replaced since. A picture
 * is in use while any restaurant's or location's settings (pictures, splash images), category,
 * product or reward names its address. Answers the ids deleted.
 */
export async function deleteUnusedUploads(db: Db, before: Date): Promise<string[]> {
  const url = sql`${UPLOADS_PREFIX} || m.id`;
  const mentions = sql`strpos(settings::text, '"' || ${url} || '"') > 0`;
  const result = await db.execute(sql`
    delete from media_files m
    where m.created_at < ${before.toISOString()}::timestamptz
      and not exists (select 1 from restaurants where ${mentions})
      and not exists (select 1 from locations where ${mentions})
      and not exists (select 1 from categories c where c.image_url = ${url})
      and not exists (select 1 from products p where p.image_url = ${url})
      and not exists (select 1 from rewards r where r.image_url = ${url})
    returning m.id`);
  // Both drivers answer `{ rows }`.
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * Runs `deleteUnusedUploads` at start-up and then periodically on every instance (two instances
 * deleting at once delete each row once), like the payment reconciler.
 */
export function mediaCleanupJob(
  db: Db,
  clock: Clock,
  timing: MediaCleanupTiming = defaultMediaCleanupTiming,
  log: (error: unknown, message: string) => void = () => undefined,
  note: (fields: Record<string, unknown>, message: string) => void = () => undefined,
): PeriodicJob<string[]> {
  return new PeriodicJob(
    timing.everyMs,
    async () => {
      const before = new Date(clock.now().getTime() - timing.keepUnusedMs);
      const deleted = await deleteUnusedUploads(db, before);
      if (deleted.length > 0) note({ deleted: deleted.length }, 'media cleanup: deleted unused uploads');
      return deleted;
    },
    (error) => {
      log(error, 'media cleanup: deleting unused uploads');
      return [];
    },
  );
}
