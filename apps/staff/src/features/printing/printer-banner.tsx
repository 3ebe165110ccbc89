import type { PrintingState } from './use-printing-status.ts';

/**
 * While a printer cannot be reached (its latest ticket is retrying or gave up), the board says so
 * above the lanes: tickets wait while it is tried again, and those given up need Reprint (0090, 0099).
 */
export function PrinterBanner({ unreachable }: { unreachable: PrintingState['unreachable'] }) {
  if (unreachable.length === 0) return null;
  const names = unreachable.map((printer) => printer.name).join(', ');
  return (
    <div className="paused-banner paused-banner--soft" role="alert" data-testid="printer-banner">
      <p>
        <strong>
          {unreachable.length === 1
            ? `The ${names} printer cannot be reached.`
            : `Printers cannot be reached: ${names}.`}
        </strong>{' '}
        Tickets wait while it is tried again; those marked Not printed need Reprint once it is back. Check
        that it is on, has paper and is on the network.
        {unreachable[0]?.lastError && (
          <span className="printer-banner__why"> {unreachable[0].lastError}</span>
        )}
      </p>
    </div>
  );
}
