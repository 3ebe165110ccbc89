import type { DataOf } from '@orderly/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { call, messageOf } from '../../lib/client.tsx';
import { formatTime } from '../../lib/format.ts';
import { reprintOrder } from '../printing/printing-api.ts';
import './order-notices.css';

type PrintJob = DataOf<'listOrderPrintJobs'>['jobs'][number];

/** While a ticket waits to print, the list is read again this often. */
const REFRESH_WHILE_PENDING_MS = 3000;

const KIND_LABELS: Record<PrintJob['kind'], string> = {
  ticket: 'Ticket',
  reprint: 'Reprint',
  cancellation: 'Cancelled ticket',
  test: 'Test page',
};

function outcomeOf(job: PrintJob, timeZone: string): { text: string; tone: string } {
  if (job.status === 'printed')
    return { text: `Printed ${formatTime(job.printedAt ?? job.createdAt, timeZone)}`, tone: 'sent' };
  if (job.status === 'failed')
    return { text: `Not printed${job.lastError ? `: ${job.lastError}` : ''}`, tone: 'failed' };
  return job.attempts > 0
    ? { text: `Retrying (${job.lastError ?? 'no answer'})`, tone: 'pending' }
    : { text: 'Printing…', tone: 'pending' };
}

/**
 * The order's tickets on the location's network printers (decision 0090): to which printer, printed,
 * retrying or not printed, and a Reprint button. Nothing at a location without printers (the
 * browser's Print ticket is its way).
 */
export function OrderTickets({
  orderId,
  version,
  timeZone,
}: {
  orderId: string;
  version: string;
  timeZone: string;
}) {
  const [jobs, setJobs] = useState<PrintJob[] | null>(null);
  const [reads, setReads] = useState(0);
  const [sending, setSending] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the order, or a read asked for while one waits, reads the list again
  useEffect(() => {
    let current = true;
    call('listOrderPrintJobs', { params: { orderId } }).then(
      (data) => current && setJobs(data.jobs),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [orderId, version, reads]);
  const waiting = jobs?.some((job) => job.status === 'pending') ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list while one waits asks for the next read
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setReads((count) => count + 1), REFRESH_WHILE_PENDING_MS);
    return () => clearTimeout(timer);
  }, [waiting, jobs]);

  if (!jobs || jobs.length === 0) return null;
  const reprint = async () => {
    setSending(true);
    try {
      await reprintOrder(orderId);
      toast('Printing again');
      setReads((count) => count + 1);
    } catch (caught) {
      toast.error(messageOf(caught));
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="order-notices" aria-labelledby="detail-tickets-title">
      <h3 id="detail-tickets-title" className="order-notices__title">
        Tickets
      </h3>
      <ul className="order-notices__list" data-testid="detail-tickets">
        {jobs.map((job) => {
          const outcome = outcomeOf(job, timeZone);
          return (
            <li key={job.id} className="order-notices__item">
              <span className="order-notices__kind">{KIND_LABELS[job.kind]}</span>
              <span className="order-notices__to">{job.printerName}</span>
              <span className={`order-notices__outcome order-notices__outcome--${outcome.tone}`}>
                {outcome.text}
              </span>
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn" disabled={sending} onClick={() => void reprint()}>
        Reprint tickets
      </button>
    </section>
  );
}
