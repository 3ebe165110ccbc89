import type { Printer } from '@orderly/domain';
import { cloudPrinterState, cloudPrntProblem, printerState, testTicketLines } from '@orderly/domain/printing';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { encodeTicket } from '../integrations/printing/escpos.ts';
import { PrinterError, type TicketPrinter } from '../integrations/printing/types.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { requireManager } from '../manage/manager-access.ts';
import { publishOrderChanged } from '../orders/order-changed.ts';
import { orderForStaff, staffOfOrderGate } from '../orders/order-status.ts';
import {
  hasWaitingJob,
  notPrintedAt,
  type PrintJobRow,
  printerContacts,
  printJobById,
  printJobsOfOrder,
  queuePrintJobs,
  recordTestPrint,
} from '../orders/print-jobs-repository.ts';
import { orderTicketJobs } from '../orders/print-tickets.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { anyStaffGate, requireStaff } from '../staff/staff-access.ts';
import { cloudPrntPrintersAt, issueCloudPrntToken } from './cloudprnt-repository.ts';

/**
 * Printing (decision 0090): staff see how the location's printers are doing and which orders did
 * not print, and reprint an order; managers see each printer's last contact and print a test page.
 */

export interface PrintingRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  printer: TicketPrinter;
  /** Where printers reach the server (a polling printer's address starts with it). */
  publicUrl: string;
  /** How long a polling printer may stay quiet before it is "cannot be reached" (decision 0099). */
  silentMs?: number;
}

/** The job once it printed or gave up, or as it is after `withinMs`. */
async function waitForJob(db: Db, id: string, withinMs: number): Promise<PrintJobRow | null> {
  const until = Date.now() + withinMs;
  for (;;) {
    const job = await printJobById(db, id);
    if (job?.status !== 'pending' || Date.now() >= until) return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** "Not printed" is about today's service, not last week's. */
const NOT_PRINTED_WITHIN_MS = 18 * 60 * 60_000;

const noPrinters = 'This location has no printers. Use Print ticket to print from this device.';

function jobView(row: PrintJobRow) {
  return {
    id: row.id,
    printerId: row.printerId,
    printerName: row.printerName,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

/** The location's printers (plain strings of old documents are none). */
async function printersAt(deps: PrintingRouteDeps, restaurantId: string, locationId: string) {
  const place = await loadLocation(deps.db, restaurantId, locationId, deps.clock.now());
  if (!place) throw new HttpError(404, 'Sorry, we could not find that location.');
  const printers = (place.settings.printers ?? []).filter(
    (printer): printer is Printer => typeof printer === 'object',
  );
  return { place, printers };
}

/**
 * Each printer with how it is doing, from its latest job and last printed one; a polling printer
 * (decision 0096) also from its last poll (silent, or out of paper: cannot be reached).
 */
async function printerStatuses(deps: PrintingRouteDeps, restaurantId: string, locationId: string) {
  const { printers } = await printersAt(deps, restaurantId, locationId);
  const [contacts, polls] = await Promise.all([
    printerContacts(deps.db, restaurantId, locationId),
    cloudPrntPrintersAt(deps.db, restaurantId, locationId),
  ]);
  const now = deps.clock.now();
  return Promise.all(
    printers.map(async (printer) => {
      const contact = contacts.find((one) => one.printerId === printer.id);
      const latest = contact?.latest ?? null;
      const base = {
        id: printer.id,
        name: printer.name,
        station: printer.station,
        lastPrintedAt: contact?.lastPrintedAt?.toISOString() ?? null,
        kind: printer.connection.kind,
      };
      const jobError = latest && latest.status !== 'printed' ? latest.lastError : null;
      if (printer.connection.kind === 'tcp') {
        return {
          ...base,
          state: printerState(latest),
          lastError: jobError,
          lastContactAt: null,
          hasAddress: false,
        };
      }
      const poll = polls.find((one) => one.printerId === printer.id);
      const waiting = await hasWaitingJob(deps.db, { restaurantId, locationId, printerId: printer.id });
      const cloud = cloudPrinterState(
        poll?.lastContactAt
          ? { lastContactAt: poll.lastContactAt, problem: cloudPrntProblem(poll.lastStatusCode) }
          : null,
        latest,
        waiting,
        now,
        deps.silentMs,
      );
      return {
        ...base,
        state: cloud.state,
        lastError: cloud.problem ?? (cloud.state === 'unreachable' ? jobError : null),
        lastContactAt: poll?.lastContactAt?.toISOString() ?? null,
        hasAddress: poll !== undefined,
      };
    }),
  );
}

type TestOutcome = 'printed' | 'failed' | 'waiting';

/** How long Test print waits for a polling printer to collect and confirm its test page. */
const CLOUD_TEST_WAIT_MS = 15_000;

export function registerPrintingRoutes(app: FastifyInstance, deps: PrintingRouteDeps) {
  const { db, clock } = deps;

  route(
    app,
    'getPrintingStatus',
    async (request) => {
      const { restaurantId, locationId } = request.query;
      await requireStaff(db, userOf(request).id, restaurantId, locationId);
      const since = new Date(clock.now().getTime() - NOT_PRINTED_WITHIN_MS);
      const [printers, notPrinted] = await Promise.all([
        printerStatuses(deps, restaurantId, locationId),
        notPrintedAt(db, restaurantId, locationId, since),
      ]);
      return { data: { printers, notPrinted } };
    },
    { gate: anyStaffGate(db) },
  );

  route(
    app,
    'listOrderPrintJobs',
    async (request) => {
      const order = await orderForStaff(db, userOf(request).id, request.params.orderId);
      return { data: { jobs: (await printJobsOfOrder(db, order.id)).map(jobView) } };
    },
    { gate: staffOfOrderGate(db) },
  );

  route(
    app,
    'reprintOrder',
    async (request) => {
      const order = await orderForStaff(db, userOf(request).id, request.params.orderId);
      const now = clock.now();
      const jobs = await orderTicketJobs(db, order, 'reprint', now);
      if (jobs.length === 0) throw new HttpError(409, noPrinters);
      const ids = await db.transaction((tx) => queuePrintJobs(tx, jobs, now));
      await publishOrderChanged(db, deps.hub, order.id);
      const rows = await printJobsOfOrder(db, order.id);
      return { data: { jobs: rows.filter((row) => ids.includes(row.id)).map(jobView) } };
    },
    { gate: staffOfOrderGate(db) },
  );

  route(app, 'listPrinters', async (request) => {
    const { restaurantId, locationId } = request.params;
    await requireManager(db, userOf(request).id, restaurantId, locationId);
    return { data: { printers: await printerStatuses(deps, restaurantId, locationId) } };
  });

  route(app, 'testPrinter', async (request) => {
    const { restaurantId, locationId, printerId } = request.params;
    await requireManager(db, userOf(request).id, restaurantId, locationId);
    const { place, printers } = await printersAt(deps, restaurantId, locationId);
    const printer = printers.find((one) => one.id === printerId);
    if (!printer) throw new HttpError(404, 'Sorry, we could not find that printer. Save it first.');
    const now = clock.now();
    const lines = testTicketLines(printer, place.name, now, place.settings.timeZone);
    if (printer.connection.kind === 'cloudprnt') {
      // The printer collects it at its next poll (every few seconds): queued, then watched for 15 s.
      const [id] = await db.transaction((tx) =>
        queuePrintJobs(tx, [{ restaurantId, locationId, orderId: null, printer, kind: 'test', lines }], now),
      );
      const job = id ? await waitForJob(db, id, CLOUD_TEST_WAIT_MS) : null;
      const statuses = await printerStatuses(deps, restaurantId, locationId);
      const status = statuses.find((one) => one.id === printerId);
      if (!status) throw new HttpError(404, 'Sorry, we could not find that printer. Save it first.');
      const outcome: TestOutcome =
        job?.status === 'printed' ? 'printed' : job?.status === 'failed' ? 'failed' : 'waiting';
      return { data: { printer: status, outcome } };
    }
    // Sent now, bounded by the adapter's timeouts: the manager sees at once whether it printed.
    const error = await deps.printer.send(printer.connection, encodeTicket(lines)).then(
      () => null,
      (failure: unknown) =>
        failure instanceof PrinterError ? failure.message : 'The test page could not be sent to the printer.',
    );
    await recordTestPrint(db, { restaurantId, locationId, printer, lines }, { at: now, error });
    const statuses = await printerStatuses(deps, restaurantId, locationId);
    const status = statuses.find((one) => one.id === printerId);
    if (!status) throw new HttpError(404, 'Sorry, we could not find that printer. Save it first.');
    return { data: { printer: status, outcome: (error ? 'failed' : 'printed') as TestOutcome } };
  });

  route(app, 'issueCloudPrntAddress', async (request) => {
    const { restaurantId, locationId, printerId } = request.params;
    await requireManager(db, userOf(request).id, restaurantId, locationId);
    const { printers } = await printersAt(deps, restaurantId, locationId);
    const printer = printers.find((one) => one.id === printerId);
    if (!printer) throw new HttpError(404, 'Sorry, we could not find that printer. Save it first.');
    if (printer.connection.kind !== 'cloudprnt') {
      throw new HttpError(409, 'This printer is reached on the network: save it as a Cloud printer first.');
    }
    const token = await issueCloudPrntToken(db, { restaurantId, locationId, printerId }, clock.now());
    return { data: { url: `${deps.publicUrl.replace(/\/+$/, '')}/cloudprnt/${token}` } };
  });
}
