import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** ticket: an 80 mm receipt printer; sheet: a normal A4 or Letter page (table QR codes). */
export type PrintKind = 'ticket' | 'sheet';

export interface PrintJob {
  kind: PrintKind;
  content: ReactNode;
}

const PrintContext = createContext<(job: PrintJob) => void>(() => undefined);

const PAGE_RULES: Record<PrintKind, string> = {
  ticket: '@page { size: 80mm auto; margin: 0 }',
  sheet: '@page { size: auto; margin: 12mm }',
};

/**
 * Prints through the browser: the job is rendered into a region only the print stylesheet shows,
 * then window.print() runs. Jobs queue up, so several orders arriving together each get a ticket.
 */
export function PrintHost({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<PrintJob[]>([]);
  const enqueue = useCallback((job: PrintJob) => setQueue((jobs) => [...jobs, job]), []);
  const current = queue[0];

  useEffect(() => {
    if (!current) return;
    let cancelled = false;
    // Two frames: the region is laid out before the print dialog snapshots the page.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (cancelled) return;
        try {
          window.print();
        } finally {
          setQueue((jobs) => jobs.slice(1));
        }
      }),
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [current]);

  return (
    <PrintContext.Provider value={enqueue}>
      {children}
      {current &&
        createPortal(
          <div className="print-region" data-testid="print-region" data-print-kind={current.kind}>
            <style>{PAGE_RULES[current.kind]}</style>
            {current.content}
          </div>,
          document.body,
        )}
    </PrintContext.Provider>
  );
}

export function usePrint(): (job: PrintJob) => void {
  return useContext(PrintContext);
}
