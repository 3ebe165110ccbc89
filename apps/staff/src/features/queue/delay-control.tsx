import { canDelay, DELAY_MINUTES, type DelayMinutes, delayLabel } from '@orderly/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffOrder } from '../../lib/api-types.ts';
import { delayOrder } from './queue-api.ts';

/**
 * Running late (decision 0089): one tap moves the order's promise later by the domain's choice of
 * minutes, and the server tells the diner. Offered only while the order is still to be made; the
 * new time arrives with the order's live update (the card and this dialog's "Ready by").
 */
export function DelayControl({ order }: { order: StaffOrder }) {
  const [busy, setBusy] = useState<DelayMinutes | null>(null);
  if (!canDelay(order.status)) return null;
  const delay = async (minutes: DelayMinutes) => {
    setBusy(minutes);
    try {
      await delayOrder(order.id, minutes);
      toast.success(`Order #${order.orderNumber} delayed by ${minutes} min`);
    } catch (caught) {
      toast.error((caught as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className="delay-control">
      <legend>Running late</legend>
      <p className="muted delay-control__hint" id={`delay-hint-${order.id}`}>
        Moves the {order.orderType === 'Delivery' ? 'delivery' : 'ready'} time later and e-mails the customer.
      </p>
      <div className="delay-control__choices">
        {DELAY_MINUTES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="btn btn--warn"
            aria-describedby={`delay-hint-${order.id}`}
            disabled={busy !== null}
            onClick={() => delay(minutes)}
          >
            {delayLabel(minutes)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
