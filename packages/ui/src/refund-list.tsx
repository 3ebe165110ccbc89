import { formatMoney, type Refund, refundState, refundTitle } from '@orderly/domain';
import type { ReactNode } from 'react';

export interface RefundListProps {
  refunds: readonly Refund[];
  /** How the app writes a moment at the restaurant ("Nov 25, 10:41"). */
  formatWhen: (iso: string) => string;
  /** The id of the list's heading (the section is labelled by it); unique on the page. */
  headingId: string;
  headingLevel?: 2 | 3;
  /** The app's class for the section: where it sets the look (see refund-list.css). */
  className?: string;
  /** A line under the list, e.g. how long a refund takes to reach the card. */
  footer?: ReactNode;
}

/**
 * Every refund of an order, oldest first, as both apps list it: what it was for, when, how much,
 * and whether it has gone through. Nothing when there is none. Styles: `@orderly/ui/refund-list.css`.
 */
export function RefundList({
  refunds,
  formatWhen,
  headingId,
  headingLevel = 2,
  className,
  footer,
}: RefundListProps) {
  if (refunds.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={className ? `refund-list ${className}` : 'refund-list'}
      aria-labelledby={headingId}
      data-testid="order-refunds"
    >
      <Heading id={headingId} className="refund-list__title">
        Refunds
      </Heading>
      <ul className="refund-list__items">
        {refunds.map((refund, index) => {
          const state = refundState(refund);
          const pending = state === 'Refund pending';
          return (
            // Refunds are listed oldest first and never removed: the position is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: a refund has no id of its own
            <li key={index} className="refund-list__item" data-testid="order-refund">
              <span className="refund-list__text">
                <span className="refund-list__name">{refundTitle(refund)}</span>
                {refund.description && <span>{refund.description}</span>}
                {refund.createdAt && (
                  <span className="refund-list__date">{formatWhen(refund.createdAt)}</span>
                )}
              </span>
              <span className="refund-list__side">
                <span className="refund-list__amount">{formatMoney(-refund.amount)}</span>
                <span
                  className={
                    pending ? 'refund-list__state refund-list__state--pending' : 'refund-list__state'
                  }
                  data-testid="refund-state"
                >
                  {state}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {footer}
    </section>
  );
}
