import { type PrinterState, printerState } from './printers.ts';

/**
 * A printer that polls the server (Star CloudPRNT, decision 0096): what its status codes mean to the
 * person at the printer, and how it is doing from its last poll and its latest job.
 */

/** How long a polling printer may stay silent before the board says it cannot be reached (they poll every few seconds). */
export const CLOUDPRNT_SILENT_MS = 60_000;

/**
 * The printer's status code ("200 OK", "410 Out of paper", URL-encoded or not) as a sentence when
 * it says the printer cannot print (paper out, jam, cover open, an error), or null when it can.
 */
export function cloudPrntProblem(statusCode: string | null | undefined): string | null {
  if (!statusCode) return null;
  let text = statusCode;
  try {
    text = decodeURIComponent(statusCode.replace(/\+/g, ' '));
  } catch {
    // Not URL-encoded after all: read as it is.
  }
  const code = /^\s*(\d{3})/.exec(text)?.[1];
  if (!code || code.startsWith('2')) return null;
  switch (code) {
    case '410':
      return 'The printer is out of paper.';
    case '411':
      return 'The printer has a paper jam.';
    case '420':
      return "The printer's cover is open.";
    default:
      return `The printer reports a problem (${code}): look at its lights and its paper.`;
  }
}

/**
 * Why a quiet polling printer cannot be reached: it never polled (`lastContactAt` null), or not since
 * `lastContactAt`. The board's banner, the back office and a ticket given up for it (decision 0099).
 */
export function cloudPrntSilence(lastContactAt: Date | null, now: Date): string {
  if (!lastContactAt) {
    return "The printer has not asked for its tickets yet: type its address into the printer's CloudPRNT settings.";
  }
  const minutes = Math.max(1, Math.round((now.getTime() - lastContactAt.getTime()) / 60_000));
  return `The printer has not asked for its tickets for ${minutes} minute${minutes === 1 ? '' : 's'}: is it on and online?`;
}

/** What the server knows of a polling printer's last poll. */
export interface CloudPrntContact {
  lastContactAt: Date;
  /** The problem its last status reported (`cloudPrntProblem`), or null. */
  problem: string | null;
}

/**
 * How a polling printer is doing: unreachable while its last status reports a problem, while it
 * has not polled for `silentMs` (`CLOUDPRNT_SILENT_MS` unless the server sets another), or while tickets wait for a printer that never polled;
 * otherwise as its latest job says (`printerState`).
 */
export function cloudPrinterState(
  contact: CloudPrntContact | null,
  latest: { status: 'pending' | 'printed' | 'failed'; attempts: number } | null,
  waiting: boolean,
  now: Date,
  silentMs: number = CLOUDPRNT_SILENT_MS,
): { state: PrinterState; problem: string | null } {
  if (!contact) {
    return waiting
      ? {
          state: 'unreachable',
          problem: cloudPrntSilence(null, now),
        }
      : { state: printerState(latest), problem: null };
  }
  if (contact.problem) return { state: 'unreachable', problem: contact.problem };
  if (now.getTime() - contact.lastContactAt.getTime() > silentMs) {
    return { state: 'unreachable', problem: cloudPrntSilence(contact.lastContactAt, now) };
  }
  const state = printerState(latest);
  return { state: state === 'unknown' ? 'ok' : state, problem: null };
}
