import { displayStatus } from '@orderly/domain';
import { useBusyAction } from '@orderly/ui';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { type CustomerOrder, getOrder } from '../../../features/orders/api/orders.ts';
import { reviewOrder } from '../../../features/review/api/review-order.ts';
import { rememberAsked, wasAsked } from '../../../features/review/asked-reviews.ts';
import { ReviewForm } from '../../../features/review/components/review-form.tsx';
import { ApiError, serverNow } from '../../../lib/client.ts';
import { notifySuccess } from '../../../lib/notify.ts';

/**
 * Asks once for a review of the user's last order (restaurant data `reviewOrderId`), when that
 * order is done and has no review yet. Answering or skipping both count as asked.
 */
const reviewError = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : 'Sorry, we could not send your review.';

export default function ReviewPrompt() {
  const { restaurantData } = useCurrentUser();
  const orderId = restaurantData?.reviewOrderId ?? null;
  const [order, setOrder] = useState<CustomerOrder | null>(null);
  const { busy, error, run } = useBusyAction(reviewError);

  useEffect(() => {
    setOrder(null);
    if (!orderId || wasAsked(orderId)) return;
    const controller = new AbortController();
    getOrder(orderId, controller.signal).then(
      (found) => {
        if (found.review) rememberAsked(orderId);
        else if (displayStatus(found, serverNow()) === 'Done') setOrder(found);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [orderId]);

  if (!order) return null;
  const close = () => {
    rememberAsked(order.id);
    setOrder(null);
  };
  const submit = async (review: { rating: number; comment: string }) => {
    await run(async () => {
      await reviewOrder(order.id, review);
      notifySuccess('Thank you for your review!');
      close();
    });
  };
  return (
    <Dialog title={`How was order #${order.orderNumber}?`} onClose={close}>
      <ReviewForm busy={busy} error={error} onSubmit={(review) => void submit(review)} onSkip={close} />
    </Dialog>
  );
}
