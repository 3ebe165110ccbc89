import { createServer, type Server, type Socket } from 'node:net';

/**
 * A pretend receipt printer (decision 0090): it listens like a network printer on port 9100,
 * decodes the ESC/POS commands it receives back to text and keeps each ticket. `npm run printer`
 * prints them to the terminal; server tests and journeys read them.
 */

/** Argument bytes after ESC (0x1b) and GS (0x1d) commands the server's encoder writes. */
const ESC_ARGUMENTS: Record<string, number> = {
  '@': 0,
  '2': 0,
  '3': 1,
  '!': 1,
  '-': 1,
  E: 1,
  G: 1,
  M: 1,
  R: 1,
  a: 1,
  d: 1,
  J: 1,
  t: 1,
  '{': 1,
  V: 1,
  p: 3,
};
const GS_ARGUMENTS: Record<string, number> = { '!': 1, B: 1, L: 2, W: 2, h: 1, w: 1, H: 1, f: 1 };
/** Code page 437's line-drawing bytes (the encoder's rules) as plain dashes. */
const LINE_DRAWING = new Set([0xc4, 0xcd]);

/**
 * The paper of a pretend printer: the tickets cut so far and the text of the one being printed.
 * `print` takes a byte that is not a command (a line feed, code page 437's rules as dashes, other
 * bytes beyond ASCII as "?"); a cut ends the ticket, each line trimmed (the encoder centres with
 * spaces), blank lines at either end left out, an empty ticket dropped. Both decoders (ESC/POS here,
 * Star Line Mode in pretend-cloudprnt.ts) print on it.
 */
export function ticketPaper() {
  const tickets: string[] = [];
  let text = '';
  return {
    tickets,
    print: (byte: number) => {
      if (byte === 0x0a) text += '\n';
      else if (byte === 0x0d || byte < 0x20) return;
      else if (LINE_DRAWING.has(byte)) text += '-';
      else if (byte < 0x7f) text += String.fromCharCode(byte);
      else text += '?';
    },
    cut: () => {
      const lines = text.split('\n').map((line) => line.trim());
      while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
      while (lines.length > 0 && lines[0] === '') lines.shift();
      if (lines.length > 0) tickets.push(lines.join('\n'));
      text = '';
    },
  };
}

/**
 * The text of ESC/POS bytes, one string per ticket (a cut ends one): commands dropped, each line
 * trimmed (the encoder centres with spaces), code page 437's rules as dashes, blank lines at
 * either end left out.
 */
export function decodeEscPos(bytes: Uint8Array): string[] {
  const paper = ticketPaper();
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at] ?? 0;
    if (byte === 0x1b || byte === 0x1d) {
      const command = String.fromCharCode(bytes[at + 1] ?? 0);
      if (byte === 0x1d && command === 'V') {
        const mode = bytes[at + 2] ?? 0;
        at += mode >= 65 ? 3 : 2;
        paper.cut();
        continue;
      }
      if (byte === 0x1d && command === '(') {
        // GS ( k pL pH …: a function with its own length.
        const length = (bytes[at + 3] ?? 0) + 256 * (bytes[at + 4] ?? 0);
        at += 4 + length;
        continue;
      }
      at += 1 + ((byte === 0x1b ? ESC_ARGUMENTS : GS_ARGUMENTS)[command] ?? 0);
      continue;
    }
    if (byte === 0x1c) {
      // FS . (cancel Kanji), FS & (Kanji on): no arguments.
      at += 1;
      continue;
    }
    paper.print(byte);
  }
  paper.cut();
  return paper.tickets;
}

export interface PretendPrinter {
  port: number;
  /** Every ticket received, in order. */
  tickets: string[];
  /** Resolves when `count` tickets have arrived in all. */
  waitForTickets(count: number): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts a pretend printer on `port` (0: any free port) of 127.0.0.1 (or `host`); `onTicket` hears
 * each ticket as it arrives (when the server closes its connection); `onConnection` hears a server
 * start sending one (the crash test kills the server then).
 */
export async function startPretendPrinter(
  options: {
    port?: number;
    host?: string;
    onTicket?: (ticket: string) => void;
    onConnection?: () => void;
  } = {},
): Promise<PretendPrinter> {
  const tickets: string[] = [];
  const waiting: { count: number; resolve: (tickets: string[]) => void }[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    options.onConnection?.();
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      for (const ticket of decodeEscPos(Buffer.concat(chunks))) {
        tickets.push(ticket);
        options.onTicket?.(ticket);
      }
      for (const wait of [...waiting]) {
        if (tickets.length >= wait.count) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve([...tickets]);
        }
      }
    });
    socket.on('end', () => socket.end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 9100, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : (options.port ?? 9100),
    tickets,
    waitForTickets(count) {
      if (tickets.length >= count) return Promise.resolve([...tickets]);
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
