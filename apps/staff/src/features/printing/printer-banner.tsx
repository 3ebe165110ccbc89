import type { PrintingState } from './use-printing-status.ts';

/**
 * While a printer cannot be reached (its latest ticket is retrying or gave up), the board says so
 * above the lanes: tickets wait and print when it is back, or can be reprinted (0090).
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
        Tickets wait and print when it is back; check that it is on, has paper and is on the network.
        {unreachable[0]?.lastError && (
          <span className="printer-banner__why"> {unreachable[0].lastError}</span>
        )}
      </p>
    </div>
  );
}
