import { canTransition } from '@orderly/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffOrder } from '../../lib/api-types.ts';
import { acknowledgeOrder, setOrderStatus } from './queue-api.ts';
import { isAlerting } from './queue-rules.ts';

/** How long the undo toast after Mark done stays (the server allows a little longer). */
const UNDO_TOAST_MS = 8000;

/** Marks the order done and offers to take it back for a few seconds. */
async function markDone(order: StaffOrder) {
  await setOrderStatus(order.id, 'Done');
  const number = `#${order.orderNumber}`;
  toast.success(`Order ${number} is done`, {
    duration: UNDO_TOAST_MS,
    action: {
      label: 'Undo',
      onClick: () => {
        setOrderStatus(order.id, 'Preparing').then(
          () => toast(`Order ${number} is back in Preparing`),
          (caught: Error) => toast.error(caught.message),
        );
      },
    },
  });
}

/** Only the moves the order's status allows (canTransition), as big buttons. */
export function OrderActions({
  order,
  onCancel,
  onPrint,
  onDetails,
  onRefund,
  board = false,
  ringing,
}: {
  order: StaffOrder;
  onCancel: () => void;
  onPrint: () => void;
  onDetails?: () => void;
  /** Offered where staff may give part of an online payment back. */
  onRefund?: () => void;
  /**
   * On a board card: the bump (confirm, mark done), silencing and Details only; printing and
   * cancelling are in Details, so a card in a rush stays short.
   */
  board?: boolean;
  /** Whether the order rings now (an order for later waits silently in the Scheduled lane). */
  ringing?: boolean;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (label: string, action: () => Promise<unknown>, success?: string) => {
    setBusy(label);
    try {
      await action();
      if (success) toast.success(success);
    } catch (caught) {
      toast.error((caught as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const number = `#${order.orderNumber}`;
  return (
    <div className={`order-actions${board ? ' order-actions--board' : ''}`}>
      {canTransition(order.status, 'Preparing') && (
        <button
          type="button"
          className="btn btn--go btn--big"
          disabled={busy !== null}
          onClick={() =>
            run('confirm', () => setOrderStatus(order.id, 'Preparing'), `Order ${number} confirmed`)
          }
        >
          {busy === 'confirm' ? 'Confirming…' : 'Confirm order'}
        </button>
      )}
      {canTransition(order.status, 'Done') && (
        <button
          type="button"
          className="btn btn--warn btn--big"
          disabled={busy !== null}
          onClick={() => run('done', () => markDone(order))}
        >
          {busy === 'done' ? 'Saving…' : 'Mark done'}
        </button>
      )}
      {(ringing ?? isAlerting(order)) && (
        <button
          type="button"
          className={`btn${board ? ' btn--icon' : ''}`}
          disabled={busy !== null}
          onClick={() => run('ack', () => acknowledgeOrder(order.id))}
          aria-label={board ? 'Silence alert' : undefined}
          title={board ? 'Silence alert' : undefined}
        >
          {board ? <BellOff /> : 'Silence alert'}
        </button>
      )}
      {!board && (
        <button
          type="button"
          className="btn"
          onClick={onPrint}
          aria-label={`Print ticket for order ${number}`}
        >
          Print
        </button>
      )}
      {onDetails && (
        <button type="button" className="btn" onClick={onDetails} aria-label={`Details of order ${number}`}>
          Details
        </button>
      )}
      {onRefund && (
        <button type="button" className="btn" disabled={busy !== null} onClick={onRefund}>
          Refund…
        </button>
      )}
      {!board && canTransition(order.status, 'Cancelled') && (
        <button type="button" className="btn btn--danger" disabled={busy !== null} onClick={onCancel}>
          Cancel…
        </button>
      )}
    </div>
  );
}

/** A bell struck through: on a board card the silence button is this icon, named for screen readers. */
function BellOff() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M13.7 21a2 2 0 0 1-3.4 0M18.6 13A17.9 17.9 0 0 1 18 8M6.3 6.3A5.8 5.8 0 0 0 6 8c0 7-3 9-3 9h14M18 8a6 6 0 0 0-9.3-5M3 3l18 18" />
    </svg>
  );
}
