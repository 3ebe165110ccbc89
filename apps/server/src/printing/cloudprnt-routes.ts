import type { Printer } from '@orderly/domain';
import { cloudPrntProblem, printRetryDelayMs } from '@orderly/domain/printing';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import {
  CLOUDPRNT_MEDIA_TYPES,
  encodeForCloudPrnt,
  isCloudPrntMediaType,
} from '../integrations/printing/cloudprnt.ts';
import {
  claimPrinterHead,
  heldJobOf,
  markLatePrinted,
  markPrinted,
  markPrintFailed,
  type PrintJobRow,
  printJobById,
} from '../orders/print-jobs-repository.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { cloudPrntPrinterOf, type PrinterKey, recordCloudPrntContact } from './cloudprnt-repository.ts';
import { defaultPrintTiming, type PrintTiming, printCounts } from './print-worker.ts';

/**
 * Star CloudPRNT (decision 0096): a printer behind the restaurant's router polls its secret address.
 * POST: its status in (recorded as its last contact; paper out, a jam or an open cover count as a
 * failed attempt of the job it would print, like an unreachable TCP printer), whether a job is
 * ready out. The job is the head of the printer's queue in `print_jobs`, leased to the printer
 * (`cloudprnt:<printer>`) until it confirms or the lease runs out, so it is handed once, in order,
 * and never sent by the TCP worker. GET: the job in the media type it asks for. DELETE: code 2xx
 * printed; any other code a failed attempt, tried again with the TCP worker's backoff. Strangers can
 * reach it: rate-limited, small bodies, an unknown address is a 404.
 */

export interface CloudPrntRouteDeps {
  db: Db;
  clock: Clock;
  timing?: PrintTiming;
  /** A job's state changed: the location's screens are told. */
  changed?: (job: PrintJobRow) => Promise<void> | void;
  log: (error: unknown, message: string) => void;
}

const unknownPrinter = 'Sorry, we could not find that printer.';

/** The printer's lease owner: every instance serves the same printer under one name. */
export const cloudPrntOwner = (printer: PrinterKey) =>
  `cloudprnt:${printer.restaurantId}/${printer.locationId}/${printer.printerId}`;

export function registerCloudPrntRoutes(app: FastifyInstance, deps: CloudPrntRouteDeps) {
  const { db, clock } = deps;
  const timing = deps.timing ?? defaultPrintTiming;

  /** The printer of this address, while it is still a polling printer of its location. */
  const printerOf = async (key: string): Promise<PrinterKey> => {
    const row = await cloudPrntPrinterOf(db, key);
    if (!row) throw new HttpError(404, unknownPrinter);
    const place = await loadLocation(db, row.restaurantId, row.locationId, clock.now());
    const printer = (place?.settings.printers ?? []).find(
      (candidate): candidate is Printer => typeof candidate === 'object' && candidate.id === row.printerId,
    );
    if (printer?.connection.kind !== 'cloudprnt') throw new HttpError(404, unknownPrinter);
    return { restaurantId: row.restaurantId, locationId: row.locationId, printerId: row.printerId };
  };

  const tell = async (job: PrintJobRow) => {
    if (!deps.changed) return;
    await Promise.resolve(deps.changed(job)).catch((error: unknown) =>
      deps.log(error, 'cloudprnt: telling the screens failed'),
    );
  };

  /** A failed attempt: tried again after the backoff, or given up ("Not printed"). */
  const failed = async (job: PrintJobRow, owner: string, message: string) => {
    const delay = printRetryDelayMs(job.attempts, timing.retry);
    await markPrintFailed(db, job.id, owner, {
      error: message,
      retryAt: delay === null ? null : new Date(clock.now().getTime() + delay),
    });
    const outcome = delay === null ? 'failed' : 'retried';
    printCounts[outcome]++;
    await tell(job);
  };

  /** The job handed to this printer (by its token, or the one it holds). */
  const handedJob = async (printer: PrinterKey, token: string | undefined): Promise<PrintJobRow | null> => {
    const owner = cloudPrntOwner(printer);
    if (!token) return heldJobOf(db, printer, owner, clock.now());
    const job = await printJobById(db, token);
    return job &&
      job.restaurantId === printer.restaurantId &&
      job.locationId === printer.locationId &&
      job.printerId === printer.printerId &&
      job.status === 'pending' &&
      job.claimedBy === owner
      ? job
      : null;
  };

  route(
    app,
    'cloudPrntPoll',
    async (request) => {
      const printer = await printerOf(request.params.key);
      const owner = cloudPrntOwner(printer);
      const now = clock.now();
      const { statusCode, printerMAC, printingInProgress } = request.body;
      await recordCloudPrntContact(db, printer, {
        at: now,
        statusCode: statusCode ?? null,
        mac: printerMAC ?? null,
      });
      if (printingInProgress) return { jobReady: false };
      const problem = cloudPrntProblem(statusCode);
      const leaseUntil = new Date(now.getTime() + timing.leaseMs);
      const held = await heldJobOf(db, printer, owner, now);
      if (held) {
        // Handed and not confirmed yet: printing. Nothing else until it confirms or the lease runs
        // out (then it is handed again), unless its status says it cannot print it.
        if (problem) await failed(held, owner, problem);
        return { jobReady: false };
      }
      const job = await claimPrinterHead(db, { ...printer, owner, now, leaseUntil });
      if (!job) return { jobReady: false };
      if (problem) {
        // Out of paper or its cover open: the ticket waits, like one for a printer that is off.
        await failed(job, owner, problem);
        return { jobReady: false };
      }
      return {
        jobReady: true,
        mediaTypes: [...CLOUDPRNT_MEDIA_TYPES] as string[],
        jobToken: job.id,
        deleteMethod: 'DELETE' as const,
      };
    },
    { bodyLimit: 16 * 1024 },
  );

  route(app, 'cloudPrntJob', async (request, reply) => {
    const printer = await printerOf(request.params.key);
    const type = request.query.type ?? CLOUDPRNT_MEDIA_TYPES[0];
    if (!isCloudPrntMediaType(type)) {
      throw new HttpError(415, `Ask for one of ${CLOUDPRNT_MEDIA_TYPES.join(', ')}.`);
    }
    const job = await handedJob(printer, request.query.token);
    if (!job) throw new HttpError(404, 'No ticket is waiting for this printer: poll first.');
    return reply
      .header('content-type', type)
      .header('cache-control', 'no-store')
      .send(Buffer.from(encodeForCloudPrnt(job.lines, type)));
  });

  route(app, 'cloudPrntConfirm', async (request) => {
    const printer = await printerOf(request.params.key);
    const owner = cloudPrntOwner(printer);
    const job = await handedJob(printer, request.query.token);
    const code = request.query.code ?? '200 OK';
    if (!job) {
      // Given up while the printer was quiet (decision 0099) and printed after all: marked printed.
      const token = request.query.token;
      if (token && /^\s*2\d\d/.test(code) && (await markLatePrinted(db, token, owner, clock.now()))) {
        printCounts.printed++;
        const late = await printJobById(db, token);
        if (late) await tell(late);
      }
      // Otherwise confirmed already, or its lease ran out and it went back to the queue: nothing to do.
      return {};
    }
    if (/^\s*2\d\d/.test(code)) {
      if (await markPrinted(db, job.id, owner, clock.now())) {
        printCounts.printed++;
        await tell(job);
      }
      return {};
    }
    await failed(
      job,
      owner,
      cloudPrntProblem(code) ?? `The printer could not print the ticket (${code.slice(0, 40)}).`,
    );
    return {};
  });
}
