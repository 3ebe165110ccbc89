import { formatMoney, refundableLeft } from '@orderly/domain';
import { useBusyAction } from '@orderly/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { StaffOrder } from '../../lib/api-types.ts';
import { messageOf } from '../../lib/client.tsx';
import { returnFocusToOpener } from '../../lib/focus-return.ts';
import { setOrderStatus } from './queue-api.ts';
import { ReasonPicker, reasonOf } from './reason-picker.tsx';

const REASONS = ['Item sold out', 'Kitchen is too busy', 'Customer asked to cancel', 'Duplicate order'];

/** Cancelling needs a reason: the customer sees it, so staff pick one or write their own. */
export function CancelDialog({ order, onClose }: { order: StaffOrder | null; onClose: () => void }) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const { busy, error, setError, run } = useBusyAction(messageOf);
  useEffect(() => {
    if (order) {
      setChoice('');
      setOther('');
      setError(null);
    }
  }, [order, setError]);
  const reason = reasonOf(choice, other);
  const refund = order ? refundableLeft(order) : 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!order) return;
    if (!reason) return setError('Please give a reason for cancelling the order.');
    await run(async () => {
      await setOrderStatus(order.id, 'Cancelled', reason);
      toast.success(`Order #${order.orderNumber} cancelled`);
      onClose();
    });
  };
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={returnFocusToOpener}>
          <form onSubmit={submit} noValidate>
            <div className="dialog__head">
              <div>
                <Dialog.Title className="dialog__title">Cancel order #{order?.orderNumber}?</Dialog.Title>
                <Dialog.Description className="dialog__description">
                  The customer sees the reason. This cannot be undone.
                </Dialog.Description>
                {refund > 0 && (
                  <p className="cancel-refund" data-testid="cancel-refund">
                    Paid online: {formatMoney(refund)} will be refunded in full to the customer's card.
                  </p>
                )}
              </div>
            </div>
            <ReasonPicker
              name="cancel"
              reasons={REASONS}
              choice={choice}
              other={other}
              onChoice={setChoice}
              onOther={setOther}
            />
            {error && (
              <p className="form-error" role="alert" style={{ marginTop: '0.75rem' }}>
                {error}
              </p>
            )}
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="btn btn--big">
                  Keep order
                </button>
              </Dialog.Close>
              <button type="submit" className="btn btn--danger-solid btn--big" disabled={busy}>
                {busy ? 'Cancelling…' : 'Cancel order'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
