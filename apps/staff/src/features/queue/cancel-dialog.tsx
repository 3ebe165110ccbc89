import { formatMoney, refundableLeft } from '@orderly/domain';
import { useBusyAction } from '@orderly/ui';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { StaffOrder } from '../../lib/api-types.ts';
import { messageOf } from '../../lib/client.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
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
  const submit = async () => {
    if (!order) return;
    if (!reason) return setError('Please give a reason for cancelling the order.');
    await run(async () => {
      await setOrderStatus(order.id, 'Cancelled', reason);
      toast.success(`Order #${order.orderNumber} cancelled`);
      onClose();
    });
  };
  return (
    <FormDialog
      open={order !== null}
      onClose={onClose}
      title={`Cancel order #${order?.orderNumber}?`}
      description="The customer sees the reason. This cannot be undone."
      error={error}
      back="Keep order"
      submit={busy ? 'Cancelling…' : 'Cancel order'}
      danger
      busy={busy}
      onSubmit={submit}
    >
      {refund > 0 && (
        <p className="cancel-refund" data-testid="cancel-refund">
          Paid online: {formatMoney(refund)} will be refunded in full to the customer's card.
        </p>
      )}
      <ReasonPicker
        name="cancel"
        reasons={REASONS}
        choice={choice}
        other={other}
        onChoice={setChoice}
        onOther={setOther}
      />
    </FormDialog>
  );
}
