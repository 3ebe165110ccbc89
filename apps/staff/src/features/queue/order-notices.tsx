import type { DataOf } from '@orderly/contract';
import { NOTICE_KIND_LABELS } from '@orderly/domain';
import { useEffect, useState } from 'react';
import { call, messageOf } from '../../lib/client.tsx';
import { formatTime } from '../../lib/format.ts';
import './order-notices.css';

type OrderNotice = DataOf<'listOrderNotices'>['notices'][number];

/** While a notice waits to go, the list is read again this often (the worker sends within a second). */
const REFRESH_WHILE_PENDING_MS = 3000;

/** What became of a notice, in words (and a chip colour that only repeats them). */
function outcomeOf(notice: OrderNotice, timeZone: string): { text: string; tone: string } {
  switch (notice.status) {
    case 'sent':
      return { text: `Sent ${formatTime(notice.sentAt ?? notice.createdAt, timeZone)}`, tone: 'sent' };
    case 'skipped':
      return { text: `Not sent: ${notice.lastError ?? 'turned off'}`, tone: 'skipped' };
    case 'failed':
      return {
        text: `Failed after ${notice.attempts} attempts${notice.lastError ? `: ${notice.lastError}` : ''}`,
        tone: 'failed',
      };
    default:
      return notice.attempts > 0
        ? {
            text: `Retrying at ${formatTime(notice.nextAttemptAt, timeZone)} (attempt ${notice.attempts} failed${notice.lastError ? `: ${notice.lastError}` : ''})`,
            tone: 'pending',
          }
        : { text: 'Sending…', tone: 'pending' };
  }
}

/**
 * The e-mails the order sent its diner (and its managers) and when, failed ones too (decision
 * 0084). Read when the dialog opens and whenever the order changes (`version`), and again while
 * one is still on its way.
 */
export function OrderNotices({
  orderId,
  version,
  timeZone,
}: {
  orderId: string;
  /** Changes when the order does (status, refunds): a change may have queued a notice. */
  version: string;
  timeZone: string;
}) {
  const [notices, setNotices] = useState<OrderNotice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the order, or a read asked for while one waits, reads the list again
  useEffect(() => {
    let current = true;
    call('listOrderNotices', { params: { orderId } })
      .then((data) => {
        if (!current) return;
        setNotices(data.notices);
        setError(null);
      })
      .catch((caught: unknown) => current && setError(messageOf(caught)));
    return () => {
      current = false;
    };
  }, [orderId, version, reads]);
  const waiting = notices?.some((notice) => notice.status === 'pending') ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list while one waits asks for the next read
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setReads((count) => count + 1), REFRESH_WHILE_PENDING_MS);
    return () => clearTimeout(timer);
  }, [waiting, notices]);

  return (
    <section className="order-notices" aria-labelledby="detail-notices-title">
      <h3 id="detail-notices-title" className="order-notices__title">
        Notices
      </h3>
      {error && <p role="alert">{error}</p>}
      {notices?.length === 0 && (
        <p className="muted">
          No notices for this order (no e-mail address to send to, and no browser turned notifications on).
        </p>
      )}
      {notices && notices.length > 0 && (
        <ul className="order-notices__list" data-testid="detail-notices">
          {notices.map((notice) => {
            const outcome = outcomeOf(notice, timeZone);
            return (
              <li key={notice.id} className="order-notices__item">
                <span className="order-notices__kind">{NOTICE_KIND_LABELS[notice.kind]}</span>
                <span className="order-notices__to">
                  {notice.channel === 'push'
                    ? `Push notification to ${notice.recipient.replace(/^A browser/, 'a browser')}`
                    : notice.channel === 'sms'
                      ? `Text message to ${notice.recipient}`
                      : `E-mail to ${notice.recipient}`}
                </span>
                <span className={`order-notices__outcome order-notices__outcome--${outcome.tone}`}>
                  {outcome.text}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
