import type { PrinterConnection } from '@orderly/domain';
import {
  CLOUDPRNT_SILENT_MS,
  cloudPrntSilence,
  DEFAULT_PRINT_RETRY,
  type PrintRetry,
  printRetryDelayMs,
} from '@orderly/domain/printing';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { encodeTicket } from '../integrations/printing/escpos.ts';
import { PrinterError, type TicketPrinter } from '../integrations/printing/types.ts';
import { PeriodicJob } from '../ops/periodic-job.ts';
import {
  claimDuePrintJobs,
  giveUpOnSilentPrinters,
  handOverToPollingPrinter,
  markPrinted,
  markPrintFailed,
  type PrintJobRow,
  printersWithPolledJobs,
  reroutePendingJobs,
} from '../orders/print-jobs-repository.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';

/**
 * Prints the print jobs outbox (decision 0090), like the notices worker (0084): every instance runs
 * it, at start, every few seconds and at once when a transaction that queued a job commits (NOTIFY).
 * A claim takes only the head of each printer's queue, so a printer's tickets come out in order,
 * and different printers print side by side. A printer that is off or refuses is tried again with
 * backoff; a job past its attempts is `failed` (the staff card shows "Not printed"). A worker
 * killed after the printer took the bytes and before the mark leaves a lease that runs out: that
 * ticket prints again (raw TCP printers cannot say which tickets they already printed).
 */

export interface PrintTiming {
  /** How often it looks for due jobs without being woken. */
  everyMs: number;
  /** How long a claim holds: far longer than a send may take (the TCP timeouts are 5 s + 10 s). */
  leaseMs: number;
  /** Printers served at a time. */
  batch: number;
  retry: PrintRetry;
  /**
   * How long a polling printer may stay quiet before its tickets are given up ("Not printed", with
   * Reprint) and the board says it cannot be reached (decision 0099). `CLOUDPRNT_SILENT_SECONDS`.
   */
  silentMs: number;
}

export const defaultPrintTiming: PrintTiming = {
  everyMs: 5_000,
  leaseMs: 60_000,
  batch: 20,
  retry: DEFAULT_PRINT_RETRY,
  silentMs: CLOUDPRNT_SILENT_MS,
};

/** Counted for the metrics (GET /metrics: print_jobs_total by outcome). */
export const printCounts = { printed: 0, retried: 0, failed: 0 };

export type PrintRun = typeof printCounts;

export interface PrintWorkerDeps {
  db: Db;
  clock: Clock;
  printer: TicketPrinter;
  /** This worker's name in a claim (instance and run). */
  owner: string;
  log: (error: unknown, message: string) => void;
  /** A job's state changed (printed, retrying, failed): the location's screens are told. */
  changed?: (job: PrintJobRow) => Promise<void> | void;
  timing?: PrintTiming;
}

/** The printer's address now (a manager may have corrected it), or the one the job was queued with. */
async function connectionOf(deps: PrintWorkerDeps, job: PrintJobRow): Promise<PrinterConnection> {
  const place = await loadLocation(deps.db, job.restaurantId, job.locationId, deps.clock.now());
  const printer = place?.settings.printers?.find(
    (candidate) => typeof candidate === 'object' && candidate.id === job.printerId,
  );
  return printer?.connection ?? job.connection;
}

async function print(
  deps: PrintWorkerDeps,
  job: PrintJobRow,
  timing: PrintTiming,
): Promise<keyof PrintRun | 'handedOver'> {
  const connection = await connectionOf(deps, job);
  if (connection.kind === 'cloudprnt') {
    // Queued while the printer was on TCP; it polls now (decision 0096): it collects the job itself.
    await handOverToPollingPrinter(deps.db, job.id, deps.owner, connection);
    return 'handedOver';
  }
  try {
    await deps.printer.send(connection, encodeTicket(job.lines));
  } catch (error) {
    const delay = printRetryDelayMs(job.attempts, timing.retry);
    const message =
      error instanceof PrinterError ? error.message : 'The ticket could not be sent to the printer.';
    if (!(error instanceof PrinterError)) deps.log(error, `print job ${job.id}: an unexpected failure`);
    await markPrintFailed(deps.db, job.id, deps.owner, {
      error: message,
      retryAt: delay === null ? null : new Date(deps.clock.now().getTime() + delay),
    });
    return delay === null ? 'failed' : 'retried';
  }
  await markPrinted(deps.db, job.id, deps.owner, deps.clock.now());
  return 'printed';
}

/**
 * Jobs queued for a printer that polled and is reached over TCP now (its manager changed it): they
 * go to this worker (a polling printer's jobs are never claimed here, decision 0096).
 */
async function reroute(deps: PrintWorkerDeps): Promise<void> {
  for (const printer of await printersWithPolledJobs(deps.db)) {
    const place = await loadLocation(deps.db, printer.restaurantId, printer.locationId, deps.clock.now());
    const now = place?.settings.printers?.find(
      (candidate) => typeof candidate === 'object' && candidate.id === printer.printerId,
    );
    if (now && typeof now === 'object' && now.connection.kind === 'tcp') {
      await reroutePendingJobs(deps.db, printer, now.connection);
    }
  }
}

/**
 * A polling printer that stopped polling (off, unplugged, offline) would keep its tickets "Printing…"
 * for ever (decision 0099): past `silentMs` they are given up like an unreachable TCP printer's,
 * so the card shows "Not printed" with Reprint. A poll that comes later collects only what is still
 * owed (the reprints), and a late confirmation of a ticket it held marks that one printed.
 */
async function giveUpOnQuiet(deps: PrintWorkerDeps, timing: PrintTiming, run: PrintRun): Promise<void> {
  const now = deps.clock.now();
  const given = await giveUpOnSilentPrinters(deps.db, {
    silentSince: new Date(now.getTime() - timing.silentMs),
    message: (lastContactAt) => cloudPrntSilence(lastContactAt, now),
  });
  for (const job of given) {
    run.failed++;
    printCounts.failed++;
    if (deps.changed)
      await Promise.resolve(deps.changed(job)).catch((error: unknown) =>
        deps.log(error, 'print worker: telling the screens failed'),
      );
  }
}

/** The print worker: a pass prints every due job, the head of each printer's queue at a time. */
export function printWorkerJob(deps: PrintWorkerDeps): PeriodicJob<PrintRun> {
  const timing = deps.timing ?? defaultPrintTiming;
  const pass = async (): Promise<PrintRun> => {
    const run: PrintRun = { printed: 0, retried: 0, failed: 0 };
    await reroute(deps);
    await giveUpOnQuiet(deps, timing, run);
    // Bounded, so one pass never runs away; what is left is due at the next pass.
    for (let round = 0; round < 50; round++) {
      const now = deps.clock.now();
      const claimed = await claimDuePrintJobs(deps.db, {
        owner: deps.owner,
        now,
        leaseUntil: new Date(now.getTime() + timing.leaseMs),
        limit: timing.batch,
      });
      if (claimed.length === 0) break;
      // One job per printer (the heads of their queues): printers print side by side.
      const outcomes = await Promise.all(claimed.map((job) => print(deps, job, timing)));
      for (const [index, outcome] of outcomes.entries()) {
        if (outcome === 'handedOver') continue;
        run[outcome]++;
        printCounts[outcome]++;
        const job = claimed[index];
        if (job && deps.changed)
          await Promise.resolve(deps.changed(job)).catch((error: unknown) =>
            deps.log(error, 'print worker: telling the screens failed'),
          );
      }
      // Every head is waiting out a backoff: this pass is done (a given-up job frees the next at once).
      if (outcomes.every((outcome) => outcome === 'retried' || outcome === 'handedOver')) break;
    }
    return run;
  };
  return new PeriodicJob(timing.everyMs, pass, (error) => {
    deps.log(error, 'print worker: a pass failed');
    return { printed: 0, retried: 0, failed: 0 };
  });
}
