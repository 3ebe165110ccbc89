import { call } from '../../lib/client.ts';

/**
 * Which order a browser follows by push (decision 0091): the signed-in diner's own order by its
 * id, or a guest's by its tracking link's token.
 */
export type PushOrder = { kind: 'owner'; orderId: string } | { kind: 'tracking'; token: string };

export interface BrowserSubscription {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export async function pushKey(): Promise<string> {
  return (await call('getPushKey', {})).publicKey;
}

export async function followByPush(order: PushOrder, subscription: BrowserSubscription): Promise<void> {
  if (order.kind === 'owner')
    await call('subscribeOrderPush', { params: { orderId: order.orderId }, body: { subscription } });
  else await call('subscribeTrackingPush', { query: { token: order.token }, body: { subscription } });
}

export async function stopFollowingByPush(order: PushOrder, endpoint: string): Promise<void> {
  if (order.kind === 'owner')
    await call('unsubscribeOrderPush', { params: { orderId: order.orderId }, body: { endpoint } });
  else await call('unsubscribeTrackingPush', { query: { token: order.token }, body: { endpoint } });
}
