import { useEffect, useState } from 'react';
import { ApiError, useLive } from '../../lib/client.ts';
import { type CustomerOrder, getOrder, orderTopic } from './api/orders.ts';

export type LiveOrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: CustomerOrder }
  | { status: 'error'; message: string };

/**
 * One order of the signed-in customer, kept live: the first answer of GET /api/orders/{id} (its
 * refusal reads as a sentence), then every snapshot of the `order:{id}` topic, so a status
 * change, a cancellation or a refund shows at once without a reload.
 */
export function useLiveOrder(orderId: string): LiveOrderState {
  const [fetched, setFetched] = useState<LiveOrderState>({ status: 'loading' });
  const live = useLive(orderTopic(orderId));

  useEffect(() => {
    const controller = new AbortController();
    setFetched({ status: 'loading' });
    getOrder(orderId, controller.signal).then(
      (order) => setFetched({ status: 'ready', order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFetched({
          status: 'error',
          message: error instanceof ApiError ? error.message : 'Sorry, we could not find that order.',
        });
      },
    );
    return () => controller.abort();
  }, [orderId]);

  const liveOrder = live.data?.order;
  if (liveOrder && liveOrder.id === orderId) return { status: 'ready', order: liveOrder };
  return fetched;
}
