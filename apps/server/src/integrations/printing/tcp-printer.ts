import { Socket } from 'node:net';
import type { TcpPrinterConnection as PrinterConnection } from '@orderly/domain';
import { PrinterError, type TicketPrinter } from './types.ts';

export interface TcpPrinterTiming {
  /** How long a printer may take to accept the connection. */
  connectMs: number;
  /** How long the whole ticket may take to go out once connected. */
  sendMs: number;
}

export const defaultTcpPrinterTiming: TcpPrinterTiming = { connectMs: 5_000, sendMs: 10_000 };

const where = (connection: PrinterConnection) => `${connection.host}:${connection.port}`;

/** What a socket error means to the person at the printer. */
function explain(error: NodeJS.ErrnoException, connection: PrinterConnection): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return `The printer at ${where(connection)} refused the connection: is the port right, and is it on?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `No printer is known by the name ${connection.host} on this network.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
      return `The printer at ${where(connection)} cannot be reached: is it on and on the network?`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `The printer at ${where(connection)} closed the connection before the ticket was sent.`;
    default:
      return `The printer at ${where(connection)} could not be reached (${error.code ?? error.message}).`;
  }
}

/**
 * Raw ESC/POS over TCP (port 9100, which Epson, Star and most 80 mm printers speak): a socket to the
 * printer, the bytes, the end. Bounded by timeouts, so a printer that never answers (a wrong
 * address) fails in seconds rather than holding the worker; whatever a printer says back is ignored.
 */
export function tcpPrinter(timing: TcpPrinterTiming = defaultTcpPrinterTiming): TicketPrinter {
  return {
    send(connection, bytes) {
      return new Promise<void>((resolve, reject) => {
        const socket = new Socket();
        let settled = false;
        const finish = (error?: PrinterError) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          if (error) reject(error);
          else resolve();
        };
        let timer = setTimeout(
          () =>
            finish(
              new PrinterError(
                `The printer at ${where(connection)} did not answer within ${timing.connectMs / 1000} s: is the address right, and is it on?`,
              ),
            ),
          timing.connectMs,
        );
        socket.on('error', (error: NodeJS.ErrnoException) =>
          finish(new PrinterError(explain(error, connection))),
        );
        // A printer may answer (status bytes, or garbage on a port that is no printer's): not read.
        socket.on('data', () => undefined);
        socket.connect(connection.port, connection.host, () => {
          clearTimeout(timer);
          timer = setTimeout(
            () =>
              finish(
                new PrinterError(
                  `The printer at ${where(connection)} took more than ${timing.sendMs / 1000} s to take the ticket: is it out of paper?`,
                ),
              ),
            timing.sendMs,
          );
          socket.end(bytes, () => finish());
        });
      });
    },
  };
}
