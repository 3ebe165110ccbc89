import { type TicketLine, ticketText } from '@orderly/domain/printing';
import { encodeTicket } from './escpos.ts';

/**
 * What a Star CloudPRNT printer may ask for (decision 0096): the media types the server offers at a
 * poll, best first, and the ticket's bytes in each. Star Line Mode is what most CloudPRNT printers
 * (TSP100IV, TSP650II, mC-Print) take; StarPRNT for the newer ones; plain text as a last resort.
 */
export const CLOUDPRNT_MEDIA_TYPES = [
  'application/vnd.star.line',
  'application/vnd.star.starprnt',
  'text/plain',
] as const;

export type CloudPrntMediaType = (typeof CLOUDPRNT_MEDIA_TYPES)[number];

export function isCloudPrntMediaType(type: string): type is CloudPrntMediaType {
  return (CLOUDPRNT_MEDIA_TYPES as readonly string[]).includes(type);
}

/** The ticket in `type` (Star's own commands, or its text with a few blank lines for the tear bar). */
export function encodeForCloudPrnt(lines: readonly TicketLine[], type: CloudPrntMediaType): Uint8Array {
  switch (type) {
    case 'application/vnd.star.line':
      return encodeTicket(lines, 'star-line');
    case 'application/vnd.star.starprnt':
      return encodeTicket(lines, 'star-prnt');
    case 'text/plain':
      return new TextEncoder().encode(`${ticketText(lines)}\n\n\n`);
  }
}
