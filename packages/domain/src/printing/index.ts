/** Tickets that print by themselves (decision 0090): printers, routing, the ticket's lines. */
export * from './cloudprnt.ts';
export * from './printable-text.ts';
export * from './printers.ts';
export * from './ticket-lines.ts';
