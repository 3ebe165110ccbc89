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
    response: { 200: data(z.object({ printer: printerStatusSchema })), ...failures },
  }),
};
