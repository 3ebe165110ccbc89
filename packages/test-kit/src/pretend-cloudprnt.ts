/**
 * A pretend Star CloudPRNT printer (decision 0096): it polls a server's CloudPRNT address as a Star
 * printer behind a restaurant's router does (POST its status; GET the job it is offered, in Star
 * Line Mode; DELETE to confirm), decodes each ticket back to text and keeps it. `npm run printer --
 * --cloudprnt URL` prints them to the terminal; server tests read them.
 */
import { ticketPaper } from './pretend-printer.ts';

/** Argument bytes after ESC (0x1b) in the Star Line Mode the server's encoder writes. */
const STAR_ESC_ARGUMENTS: Record<string, number> = {
  '@': 0,
  E: 0,
  F: 0,
  '4': 0,
  '5': 0,
  '0': 0,
  '-': 1,
  _: 1,
  a: 1,
  z: 1,
  W: 1,
  h: 1,
  i: 2,
  l: 1,
  Q: 1,
  R: 1,
  '/': 1,
};

/**
 * The text of Star Line Mode bytes, one string per ticket (a cut, ESC d n, ends one): commands
 * dropped, each line trimmed (the encoder centres with spaces), rules as dashes, blank lines at
 * either end left out.
 */
export function decodeStarLine(bytes: Uint8Array): string[] {
  const paper = ticketPaper();
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at] ?? 0;
    if (byte === 0x1b) {
      const next = bytes[at + 1] ?? 0;
      // ESC GS x n and ESC RS x n (code page, alignment, …): two bytes after the x.
      if (next === 0x1d || next === 0x1e) {
        at += 3;
        continue;
      }
      const command = String.fromCharCode(next);
      if (command === 'd') {
        at += 2;
        paper.cut();
        continue;
      }
      at += 1 + (STAR_ESC_ARGUMENTS[command] ?? 0);
      continue;
    }
    paper.print(byte);
  }
  paper.cut();
  return paper.tickets;
}

export interface CloudPrntOptions {
  /** The printer's MAC address, as it reports it. */
  mac?: string;
  /** What it reports at each poll ("200 OK"; "410 Out of Paper" while out of paper). */
  statusCode?: string;
  /** After GET, confirm with DELETE and this code ("200 OK"), or leave the job unconfirmed (null). */
  confirmWith?: string | null;
}

/** One poll: the ticket it was handed (its token and text), or null when no job was ready. */
export async function pollCloudPrnt(
  url: string,
  options: CloudPrntOptions = {},
): Promise<{ token: string | null; tickets: string[]; status: number } | null> {
  const mac = options.mac ?? '00:11:62:00:00:01';
  const polled = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      status: '23 6 0 0 0 0 0 0 0 ',
      printerMAC: mac,
      statusCode: encodeURIComponent(options.statusCode ?? '200 OK'),
      printingInProgress: false,
    }),
  });
  if (!polled.ok) throw new Error(`The poll was answered ${polled.status}.`);
  const answer = (await polled.json()) as { jobReady: boolean; mediaTypes?: string[]; jobToken?: string };
  if (!answer.jobReady) return null;
  const type = 'application/vnd.star.line';
  if (answer.mediaTypes && !answer.mediaTypes.includes(type))
    throw new Error('Star Line Mode was not offered.');
  const query = (extra: Record<string, string>) =>
    new URLSearchParams({ mac, ...(answer.jobToken ? { token: answer.jobToken } : {}), ...extra }).toString();
  const job = await fetch(`${url}?${query({ type })}`);
  if (!job.ok) return { token: answer.jobToken ?? null, tickets: [], status: job.status };
  const tickets = decodeStarLine(new Uint8Array(await job.arrayBuffer()));
  const confirmWith = options.confirmWith === undefined ? '200 OK' : options.confirmWith;
  if (confirmWith !== null) {
    const confirmed = await fetch(`${url}?${query({ code: confirmWith })}`, { method: 'DELETE' });
    if (!confirmed.ok) throw new Error(`The confirmation was answered ${confirmed.status}.`);
  }
  return { token: answer.jobToken ?? null, tickets, status: job.status };
}

export interface PretendCloudPrnt {
  /** Every ticket received, in order. */
  tickets: string[];
  stop(): void;
}

/** Polls `url` every `everyMs` (as a Star printer does), printing what it gets through `onTicket`. */
export function startPretendCloudPrnt(
  url: string,
  options: CloudPrntOptions & {
    everyMs?: number;
    onTicket?: (ticket: string) => void;
    onError?: (error: unknown) => void;
  } = {},
): PretendCloudPrnt {
  const tickets: string[] = [];
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      // Drain what is ready, then wait for the next poll.
      for (let round = 0; round < 20 && !stopped; round++) {
        const got = await pollCloudPrnt(url, options);
        if (!got) break;
        for (const ticket of got.tickets) {
          tickets.push(ticket);
          options.onTicket?.(ticket);
        }
      }
    } catch (error) {
      options.onError?.(error);
    }
    if (!stopped) timer = setTimeout(() => void tick(), options.everyMs ?? 5_000);
  };
  void tick();
  return {
    tickets,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
