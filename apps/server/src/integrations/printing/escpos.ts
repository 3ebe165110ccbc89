import type { TicketLine } from '@orderly/domain/printing';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/** Characters per line of an 80 mm printer in its normal font. */
export const TICKET_COLUMNS = 48;

/**
 * A ticket's lines as ESC/POS commands (the `@point-of-sale/receipt-printer-encoder` library):
 * reset, code page 437 (the lines are plain ASCII already, so any page prints them), each line in
 * its size, weight and alignment, a few blank lines and a cut.
 */
export function encodeTicket(
  lines: readonly TicketLine[],
  /** ESC/POS for TCP printers; Star Line Mode or StarPRNT for a Star printer that polls (decision 0096). */
  language: 'esc-pos' | 'star-line' | 'star-prnt' = 'esc-pos',
): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language, columns: TICKET_COLUMNS });
  encoder.initialize().codepage('cp437');
  for (const line of lines) {
    if ('rule' in line) {
      encoder.rule();
      continue;
    }
    encoder.align(line.center ? 'center' : 'left');
    if (line.bold) encoder.bold(true);
    if (line.big) encoder.size(2, 2);
    encoder.line(line.text);
    if (line.big) encoder.size(1, 1);
    if (line.bold) encoder.bold(false);
  }
  return encoder.align('left').newline(3).cut('partial').encode();
}
