import type { TcpPrinterConnection as PrinterConnection } from '@orderly/domain';

/**
 * Sending a ticket's bytes to a printer (decision 0090). The TCP adapter (`tcp-printer.ts`) opens a
 * socket to the printer's port 9100; a printer that polls the server (Star CloudPRNT) collects its
 * jobs itself (`printing/cloudprnt-routes.ts`, decision 0096).
 */
export interface TicketPrinter {
  /** Resolves once the printer took every byte; a `PrinterError` otherwise, never a hang. */
  send(connection: PrinterConnection, bytes: Uint8Array): Promise<void>;
}

/** The printer could not be reached or refused the ticket: `message` says so in the manager's words. */
export class PrinterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrinterError';
  }
}
