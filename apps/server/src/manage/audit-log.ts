import { randomUUID } from 'node:crypto';
import type { auditAreas } from '@orderly/contract';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { requireManager } from './manager-access.ts';

export type AuditArea = (typeof auditAreas)[number];

/** One field's change, as the activity screen shows it. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

export interface AuditRecord {
  restaurantId: string;
  /** The person who did it; `'system'` when the platform did it by itself. */
  userId: string | 'system';
  area: AuditArea;
  /** One sentence a manager reads: "Changed the opening hours of Kitsilano." */
  summary: string;
  /** The fields changed (`changedFields` builds this), or what was added or removed. */
  changes?: Record<string, FieldChange>;
  /** Default: now. */
  at?: Date;
}

/**
 * Writes one audit-log row. Call it with the transaction that saves the change, so the change and
 * its record are written together or not at all.
 */
export async function recordChange(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    id: randomUUID(),
    restaurantId: record.restaurantId,
    userId: record.userId === 'system' ? null : record.userId,
    bySystem: record.userId === 'system',
    at: record.at ?? new Date(),
    area: record.area,
    summary: record.summary,
    changes: record.changes ?? {},
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `after` whose value differs from `before` (compared as JSON), each as { from, to }.
 * Only the keys of `after` are compared: pass what the save sets.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[key];
    if (!same(from, to)) changes[key] = { from: from ?? null, to };
  }
  return changes;
}

/** A page's cursor: the last entry's time and id, so entries written in the same millisecond are not skipped. */
const cursorOf = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

function readCursor(cursor: string): { at: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime())) {
    throw new HttpError(400, 'That page of the activity does not exist. Reload the activity.');
  }
  return { at, id };
}

/** GET /api/manage/restaurants/:restaurantId/activity: the audit log, newest first, paged. */
export function registerAuditLogRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  route(app, 'listAuditLog', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    await requireManager(db, user.id, restaurantId);
    const { before, limit, area } = request.query;
    const after = before ? readCursor(before) : null;
    const rows = await db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        area: auditLog.area,
        summary: auditLog.summary,
        changes: auditLog.changes,
        bySystem: auditLog.bySystem,
        userId: users.id,
        email: users.email,
        name: users.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(
        and(
          eq(auditLog.restaurantId, restaurantId),
          area ? eq(auditLog.area, area) : undefined,
          after
            ? or(lt(auditLog.at, after.at), and(eq(auditLog.at, after.at), lt(auditLog.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      data: {
        entries: page.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          area: row.area,
          summary: row.summary,
          changes: row.changes as Record<string, FieldChange>,
          user: row.userId ? { id: row.userId, email: row.email ?? '', name: row.name ?? '' } : null,
          bySystem: row.bySystem,
        })),
        before: rows.length > limit && last ? cursorOf(last.at, last.id) : null,
      },
    };
  });
}
