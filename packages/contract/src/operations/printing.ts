import { idSchema, PRINT_JOB_KINDS, PRINT_JOB_STATUSES } from '@orderly/domain';
import { z } from 'zod';
import { data, failures, idParam, operation } from '../http.ts';
import { manageLocationParams } from './manage-restaurant.ts';

/** A printer as the staff board and the back office see it (decision 0090). */
export const printerStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  station: z.string(),
  /** ok: its latest job printed; unreachable: its latest job is retrying or gave up; unknown: nothing tried yet. */
  state: z.enum(['ok', 'unreachable', 'unknown']),
  lastPrintedAt: z.string().nullable(),
  /** Why its latest job failed, in words for the person at the printer. */
  lastError: z.string().nullable(),
  /** How the server reaches it: it sends over TCP, or the printer polls (CloudPRNT, decision 0096). */
  kind: z.enum(['tcp', 'cloudprnt']),
  /** A polling printer's last poll. */
  lastContactAt: z.string().nullable(),
  /** A polling printer has a poll address (made in the back office). */
  hasAddress: z.boolean(),
});

/** The key in a polling printer's address: a random token of the server's (decision 0096). */
const cloudPrntParams = z.object({ key: z.string().min(1).max(100) });
/** The job the printer was handed at its poll (`jobToken`), and its MAC address. */
const cloudPrntQuery = z.object({
  token: z.string().max(100).optional(),
  mac: z.string().max(64).optional(),
});

/** One print job of an order (the order's details; "Not printed" on its card). */
export const printJobSchema = z.object({
  id: z.string(),
  printerId: z.string(),
  printerName: z.string(),
  kind: z.enum(PRINT_JOB_KINDS),
  status: z.enum(PRINT_JOB_STATUSES),
  attempts: z.int().min(0),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

const locationQuery = z.object({ restaurantId: idSchema, locationId: idSchema });
const orderParams = z.object({ orderId: idSchema });

export const printingOperations = {
  getPrintingStatus: operation({
    method: 'GET',
    path: '/api/staff/printing',
    summary:
      "A location's printers and how each is doing, and the orders whose ticket did not print (none: the browser prints)",
    tags: ['Staff'],
    auth: true,
    querystring: locationQuery,
    response: {
      200: data(
        z.object({
          printers: z.array(printerStatusSchema),
          /** Orders with a ticket a printer gave up on (and no later reprint printed there). */
          notPrinted: z.array(
            z.object({ orderId: z.string(), printerName: z.string(), lastError: z.string().nullable() }),
          ),
        }),
      ),
      ...failures,
    },
  }),
  listOrderPrintJobs: operation({
    method: 'GET',
    path: '/api/staff/orders/:orderId/print-jobs',
    summary: "An order's tickets: to which printer, printed, retrying or given up",
    tags: ['Staff'],
    auth: true,
    params: orderParams,
    response: { 200: data(z.object({ jobs: z.array(printJobSchema) })), ...failures },
  }),
  reprintOrder: operation({
    method: 'POST',
    path: '/api/staff/orders/:orderId/reprint',
    summary:
      "Print an order's tickets again, marked REPRINT, on every printer of its location that makes its items",
    tags: ['Staff'],
    auth: true,
    params: orderParams,
    response: { 200: data(z.object({ jobs: z.array(printJobSchema) })), ...failures },
  }),
  listPrinters: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId/printers',
    summary: "A location's printers with each one's last contact (last ticket printed, last error)",
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    response: { 200: data(z.object({ printers: z.array(printerStatusSchema) })), ...failures },
  }),
  testPrinter: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId/printers/:printerId/test',
    summary:
      'Print a test page on a saved printer now; answers whether it printed and, if not, why (within 15 seconds)',
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams.extend({ printerId: idParam }),
    response: {
      200: data(
        z.object({
          printer: printerStatusSchema,
          /** printed (a polling printer took and confirmed it), failed, or waiting: not collected within 15 s. */
          outcome: z.enum(['printed', 'failed', 'waiting']),
        }),
      ),
      ...failures,
    },
  }),
  issueCloudPrntAddress: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId/printers/:printerId/cloudprnt-address',
    summary:
      'Make a new secret poll address for a saved printer that polls the server (Star CloudPRNT); the old one stops working. Shown only in this answer',
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams.extend({ printerId: idParam }),
    response: { 200: data(z.object({ url: z.string() })), ...failures },
  }),
  cloudPrntPoll: operation({
    method: 'POST',
    path: '/cloudprnt/:key',
    summary:
      "Star CloudPRNT poll: the printer's status in, whether a job is ready (its media types and token) out",
    tags: ['Printers'],
    auth: false,
    params: cloudPrntParams,
    body: z
      .looseObject({
        printerMAC: z.string().max(64).optional(),
        statusCode: z.string().max(200).optional(),
        status: z.string().max(200).optional(),
        printingInProgress: z.boolean().optional(),
        clientAction: z.array(z.unknown()).max(20).optional(),
      })
      .meta({ description: "The printer's status (CloudPRNT JSON request)" }),
    response: {
      200: z.object({
        jobReady: z.boolean(),
        mediaTypes: z.array(z.string()).optional(),
        jobToken: z.string().optional(),
        deleteMethod: z.literal('DELETE').optional(),
      }),
      ...failures,
    },
  }),
  cloudPrntJob: operation({
    method: 'GET',
    path: '/cloudprnt/:key',
    summary: 'Star CloudPRNT job: the ticket the printer was handed, in the media type it asks for',
    tags: ['Printers'],
    auth: false,
    params: cloudPrntParams,
    querystring: cloudPrntQuery.extend({ type: z.string().max(100).optional() }),
    response: {
      200: z.any().meta({ description: 'The ticket: Star Line Mode, StarPRNT or plain text bytes' }),
      ...failures,
    },
  }),
  cloudPrntConfirm: operation({
    method: 'DELETE',
    path: '/cloudprnt/:key',
    summary:
      'Star CloudPRNT confirmation: code 2xx, the ticket printed; any other code, it did not (tried again later)',
    tags: ['Printers'],
    auth: false,
    params: cloudPrntParams,
    querystring: cloudPrntQuery.extend({ code: z.string().max(200).optional() }),
    response: { 200: z.object({}), ...failures },
  }),
};
