import { randomUUID } from 'node:crypto';
import type { Printer, PrinterConnection, PrintJobKind } from '@orderly/domain';
import type { TicketLine } from '@orderly/domain/printing';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { cloudPrntPrinters, printJobs } from '../db/schema.ts';

/**
 * The print jobs outbox (decision 0090): rows queued in the transaction of the change that causes
 * them (an order confirmed, placed or cancelled; a reprint; a test print), claimed by one worker at
 * a time with a lease, only the oldest pending job of each printer (so a printer's tickets come out
 * in order), then marked printed, retried later or given up (`failed`).
 */

export type PrintJobRow = typeof printJobs.$inferSelect;

/** NOTIFY channel that wakes every instance's print worker once a transaction that queued a job commits. */
export const PRINT_JOBS_CHANNEL = 'orderly_print_jobs';

export interface NewPrintJob {
  restaurantId: string;
  locationId: string;
  orderId: string | null;
  printer: Printer;
  kind: PrintJobKind;
  lines: TicketLine[];
}

/** Queues `jobs` in the transaction `db` of their cause; the workers are woken when it commits. */
export async function queuePrintJobs(db: Db, jobs: readonly NewPrintJob[], now: Date): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = await db
    .insert(printJobs)
    .values(
      jobs.map((job) => ({
        id: randomUUID(),
        restaurantId: job.restaurantId,
        locationId: job.locationId,
        orderId: job.orderId,
        printerId: job.printer.id,
        printerName: job.printer.name,
        kind: job.kind,
        lines: job.lines,
        connection: job.printer.connection,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: printJobs.id });
  await db.execute(sql`select pg_notify(${PRINT_JOBS_CHANNEL}, ${rows.length}::text)`);
  return rows.map((row) => row.id);
}

const earlier = alias(printJobs, 'earlier');

type PrinterColumns = Record<'restaurantId' | 'locationId' | 'printerId', AnyPgColumn>;

/** The same printer (restaurant, location and printer id) on two rows. */
const samePrinter = (a: PrinterColumns, b: PrinterColumns) =>
  and(eq(a.restaurantId, b.restaurantId), eq(a.locationId, b.locationId), eq(a.printerId, b.printerId));

/** A print job's row is this printer's (restaurant, location and printer id). */
const ofPrinter = (printer: { restaurantId: string; locationId: string; printerId: string }) =>
  and(
    eq(printJobs.restaurantId, printer.restaurantId),
    eq(printJobs.locationId, printer.locationId),
    eq(printJobs.printerId, printer.printerId),
  );

/**
 * Claims, for `owner` until `leaseUntil`, the head of each printer's queue that is due: pending,
 * due, not held by a live lease, and with no older pending job for the same printer (a job waiting
 * out its backoff holds the ones behind it). Rows another worker is claiming are skipped. Each
 * claim counts as an attempt.
 */
export async function claimDuePrintJobs(
  db: Db,
  claim: { owner: string; now: Date; leaseUntil: Date; limit: number },
): Promise<PrintJobRow[]> {
  return claimHeads(db, claim, sent);
}

/** Jobs the server sends itself (TCP): a printer that polls (CloudPRNT) collects its own (decision 0096). */
const sent = sql`${printJobs.connection}->>'kind' is distinct from 'cloudprnt'`;

/**
 * Claims, for the polling printer `printerId` until `leaseUntil`, the head of its queue when it is
 * due (decision 0096): the job it will GET and confirm with DELETE. Null when nothing is due or the
 * head is held (by a lease not run out, or a row another instance is claiming).
 */
export async function claimPrinterHead(
  db: Db,
  claim: {
    restaurantId: string;
    locationId: string;
    printerId: string;
    owner: string;
    now: Date;
    leaseUntil: Date;
  },
): Promise<PrintJobRow | null> {
  const [job] = await claimHeads(
    db,
    { ...claim, limit: 1 },
    and(
      eq(printJobs.restaurantId, claim.restaurantId),
      eq(printJobs.locationId, claim.locationId),
      eq(printJobs.printerId, claim.printerId),
    ),
  );
  return job ?? null;
}

async function claimHeads(
  db: Db,
  claim: { owner: string; now: Date; leaseUntil: Date; limit: number },
  which: SQL | undefined,
): Promise<PrintJobRow[]> {
  const due = db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        which,
        eq(printJobs.status, 'pending'),
        lte(printJobs.nextAttemptAt, claim.now),
        or(isNull(printJobs.claimedUntil), lte(printJobs.claimedUntil, claim.now)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                samePrinter(earlier, printJobs),
                eq(earlier.status, 'pending'),
                lt(earlier.seq, printJobs.seq),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(printJobs.seq))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(printJobs)
    .set({ claimedBy: claim.owner, claimedUntil: claim.leaseUntil, attempts: sql`${printJobs.attempts} + 1` })
    .where(and(inArray(printJobs.id, due), eq(printJobs.status, 'pending')))
    .returning();
  return claimed.sort((a, b) => a.seq - b.seq);
}

/** Only while `owner` still holds the claim: a worker whose lease ran out changes nothing. */
const heldBy = (id: string, owner: string) =>
  and(eq(printJobs.id, id), eq(printJobs.claimedBy, owner), eq(printJobs.status, 'pending'));

const released = { claimedBy: null, claimedUntil: null };

export async function markPrinted(db: Db, id: string, owner: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(printJobs)
    .set({ status: 'printed', printedAt: now, lastError: null, ...released })
    .where(heldBy(id, owner))
    .returning({ id: printJobs.id });
  return rows.length > 0;
}

/** A failed attempt: tried again at `retryAt`, or given up (`failed`) when there is none. */
export async function markPrintFailed(
  db: Db,
  id: string,
  owner: string,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(printJobs)
    .set({
      lastError: failure.error.slice(0, 500),
      ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : { status: 'failed' as const }),
      ...released,
    })
    .where(heldBy(id, owner));
}

/** The polling printer's job it holds now (handed at its last poll, not yet confirmed), or null. */
export async function heldJobOf(
  db: Db,
  printer: { restaurantId: string; locationId: string; printerId: string },
  owner: string,
  now: Date,
): Promise<PrintJobRow | null> {
  const [job] = await db
    .select()
    .from(printJobs)
    .where(
      and(
        ofPrinter(printer),
        eq(printJobs.status, 'pending'),
        eq(printJobs.claimedBy, owner),
        gt(printJobs.claimedUntil, now),
      ),
    )
    .orderBy(asc(printJobs.seq))
    .limit(1);
  return job ?? null;
}

/** A job the worker claimed for a printer that polls now: handed back untried, for the printer to collect. */
export async function handOverToPollingPrinter(
  db: Db,
  id: string,
  owner: string,
  connection: PrinterConnection,
): Promise<void> {
  await db
    .update(printJobs)
    .set({ connection, attempts: sql`greatest(${printJobs.attempts} - 1, 0)`, ...released })
    .where(heldBy(id, owner));
}

/** The printers with jobs waiting for a polling printer (the worker checks whether they still poll). */
export function printersWithPolledJobs(db: Db) {
  return db
    .selectDistinct({
      restaurantId: printJobs.restaurantId,
      locationId: printJobs.locationId,
      printerId: printJobs.printerId,
    })
    .from(printJobs)
    .where(and(eq(printJobs.status, 'pending'), sql`${printJobs.connection}->>'kind' = 'cloudprnt'`))
    .limit(100);
}

/** A printer that stopped polling (now reached over TCP): its waiting jobs go to the worker. */
export async function reroutePendingJobs(
  db: Db,
  printer: { restaurantId: string; locationId: string; printerId: string },
  connection: PrinterConnection,
): Promise<void> {
  await db
    .update(printJobs)
    .set({ connection })
    .where(and(ofPrinter(printer), eq(printJobs.status, 'pending')));
}

/**
 * Gives up (`failed`, "Not printed") the jobs waiting for, or handed to, a polling printer that has
 * gone quiet (decision 0099): its last poll is older than `silentSince`, or it never polled and the
 * job was queued before then. A handed job keeps its holder (`claimedBy`), so a confirmation that
 * comes late marks it printed after all (`markLatePrinted`). Returns the jobs given up.
 */
export async function giveUpOnSilentPrinters(
  db: Db,
  sweep: { silentSince: Date; message: (lastContactAt: Date | null) => string },
): Promise<PrintJobRow[]> {
  const rows = await db
    .select({ job: printJobs, lastContactAt: cloudPrntPrinters.lastContactAt })
    .from(printJobs)
    .leftJoin(cloudPrntPrinters, samePrinter(printJobs, cloudPrntPrinters))
    .where(
      and(
        eq(printJobs.status, 'pending'),
        sql`${printJobs.connection}->>'kind' = 'cloudprnt'`,
        or(
          lt(cloudPrntPrinters.lastContactAt, sweep.silentSince),
          and(isNull(cloudPrntPrinters.lastContactAt), lt(printJobs.createdAt, sweep.silentSince)),
        ),
      ),
    )
    .orderBy(asc(printJobs.seq))
    .limit(200);
  const given: PrintJobRow[] = [];
  for (const { job, lastContactAt } of rows) {
    // Only while it is still quiet: a poll that came meanwhile (another instance) keeps the job.
    const [row] = await db
      .update(printJobs)
      .set({ status: 'failed', lastError: sweep.message(lastContactAt), claimedUntil: null })
      .where(
        and(
          eq(printJobs.id, job.id),
          eq(printJobs.status, 'pending'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(cloudPrntPrinters)
              .where(
                and(
                  samePrinter(printJobs, cloudPrntPrinters),
                  gte(cloudPrntPrinters.lastContactAt, sweep.silentSince),
                ),
              ),
          ),
        ),
      )
      .returning();
    if (row) given.push(row);
  }
  return given;
}

/**
 * A polling printer confirms, late, a job given up while it was quiet (decision 0099): it printed
 * after all, so it is marked printed (the card's "Not printed" goes) rather than ignored.
 */
export async function markLatePrinted(db: Db, id: string, owner: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(printJobs)
    .set({ status: 'printed', printedAt: now, lastError: null, ...released })
    .where(and(eq(printJobs.id, id), eq(printJobs.claimedBy, owner), eq(printJobs.status, 'failed')))
    .returning({ id: printJobs.id });
  return rows.length > 0;
}

/** Whether any job waits for this printer (a polling printer that never polled is then "cannot be reached"). */
export async function hasWaitingJob(
  db: Db,
  printer: { restaurantId: string; locationId: string; printerId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(ofPrinter(printer), eq(printJobs.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** One job by id (a test page's outcome). */
export async function printJobById(db: Db, id: string): Promise<PrintJobRow | null> {
  const [job] = await db.select().from(printJobs).where(eq(printJobs.id, id));
  return job ?? null;
}

/** An order's print jobs, oldest first (the staff card's "Not printed"). */
export function printJobsOfOrder(db: Db, orderId: string): Promise<PrintJobRow[]> {
  return db.select().from(printJobs).where(eq(printJobs.orderId, orderId)).orderBy(asc(printJobs.seq));
}

/** The printers that have printed a ticket of this order or still owe one (a cancellation goes to them). */
export async function printersWithTicketOf(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ printerId: printJobs.printerId })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.orderId, orderId),
        inArray(printJobs.kind, ['ticket', 'reprint']),
        inArray(printJobs.status, ['pending', 'printed']),
      ),
    );
  return rows.map((row) => row.printerId);
}

export interface PrinterContact {
  printerId: string;
  lastPrintedAt: Date | null;
  /** The latest job's state: a printer whose latest job failed or is retrying is unreachable. */
  latest: { status: PrintJobRow['status']; attempts: number; lastError: string | null; at: Date } | null;
}

/** Each printer's last contact at a location: its last printed job and its latest job tried. */
export async function printerContacts(
  db: Db,
  restaurantId: string,
  locationId: string,
): Promise<PrinterContact[]> {
  const here = and(eq(printJobs.restaurantId, restaurantId), eq(printJobs.locationId, locationId));
  const [printed, latest] = await Promise.all([
    db
      .selectDistinctOn([printJobs.printerId], {
        printerId: printJobs.printerId,
        printedAt: printJobs.printedAt,
      })
      .from(printJobs)
      .where(and(here, eq(printJobs.status, 'printed')))
      .orderBy(printJobs.printerId, desc(printJobs.printedAt)),
    db
      .selectDistinctOn([printJobs.printerId], {
        printerId: printJobs.printerId,
        status: printJobs.status,
        attempts: printJobs.attempts,
        lastError: printJobs.lastError,
        createdAt: printJobs.createdAt,
      })
      .from(printJobs)
      // Tried at least once: jobs queued behind a retrying one say nothing of the printer yet.
      .where(and(here, gt(printJobs.attempts, 0)))
      .orderBy(printJobs.printerId, desc(printJobs.seq)),
  ]);
  return latest.map((row) => ({
    printerId: row.printerId,
    lastPrintedAt: printed.find((one) => one.printerId === row.printerId)?.printedAt ?? null,
    latest: { status: row.status, attempts: row.attempts, lastError: row.lastError, at: row.createdAt },
  }));
}

/**
 * Orders of a location whose latest ticket at some printer was given up on (no later reprint there
 * printed), since `since`: the staff cards' "Not printed".
 */
export async function notPrintedAt(
  db: Db,
  restaurantId: string,
  locationId: string,
  since: Date,
): Promise<{ orderId: string; printerName: string; lastError: string | null }[]> {
  const latest = await db
    .selectDistinctOn([printJobs.orderId, printJobs.printerId], {
      orderId: printJobs.orderId,
      printerName: printJobs.printerName,
      status: printJobs.status,
      lastError: printJobs.lastError,
    })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.restaurantId, restaurantId),
        eq(printJobs.locationId, locationId),
        inArray(printJobs.kind, ['ticket', 'reprint']),
        gte(printJobs.createdAt, since),
      ),
    )
    .orderBy(printJobs.orderId, printJobs.printerId, desc(printJobs.seq));
  return latest
    .filter((row) => row.status === 'failed' && row.orderId !== null)
    .map((row) => ({
      orderId: row.orderId as string,
      printerName: row.printerName,
      lastError: row.lastError,
    }));
}

/** A test page's outcome, kept as a job so the printer's last contact shows it. */
export async function recordTestPrint(
  db: Db,
  job: Omit<NewPrintJob, 'orderId' | 'kind'>,
  outcome: { at: Date; error: string | null },
): Promise<void> {
  await db.insert(printJobs).values({
    id: randomUUID(),
    restaurantId: job.restaurantId,
    locationId: job.locationId,
    orderId: null,
    printerId: job.printer.id,
    printerName: job.printer.name,
    kind: 'test',
    lines: job.lines,
    connection: job.printer.connection,
    status: outcome.error ? 'failed' : 'printed',
    attempts: 1,
    nextAttemptAt: outcome.at,
    printedAt: outcome.error ? null : outcome.at,
    lastError: outcome.error,
    createdAt: outcome.at,
  });
}
