import { randomUUID } from 'node:crypto';
import { inBatches } from './stats.ts';

/** A JSON answer of the API, read by the bench only where its shape is known. */
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field where their shape is known
type Json = Record<string, any>;

export interface Customer {
  index: number;
  email: string;
  token: string;
  userId: string;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

export async function getJson(url: string, token?: string) {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Json;
}

/** Signs up `count` customers (name and phone set) at the demo restaurant, a few at a time. */
export async function signUpCustomers(base: string, count: number, runId: string): Promise<Customer[]> {
  return inBatches(
    Array.from({ length: count }, (_, index) => index),
    8,
    async (index) => {
      const email = `bench-${runId}-${index}@example.com`;
      const response = await postJson(`${base}/guest/auth/sign_up`, {
        email,
        password: 'bench-secret-1',
        name: `Bench Customer ${index}`,
        phoneNumber: '6045550100',
        restaurantId: 'demo',
      });
      if (response.status !== 201) {
        throw new Error(`Sign-up failed (${response.status}): ${JSON.stringify(response.body)}`);
      }
      return { index, email, token: response.body.data.token, userId: response.body.data.user.id };
    },
  );
}

export async function signIn(base: string, email: string, password: string) {
  const response = await postJson(`${base}/guest/auth/sign_in`, { email, password, restaurantId: 'demo' });
  if (response.status !== 200)
    throw new Error(`Sign-in failed (${response.status}): ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}

/** A pickup order at the demo's downtown location (open around the clock), paid at the counter. */
export const orderBody = {
  products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
  choicesProducts: [],
  notes: '',
  tip: 0,
  promos: {},
  redeemedPromoCode: null,
  orderType: 'Pickup',
  orderTime: 'ASAP',
  tableId: null,
  paymentMethod: 'offline',
  courierDetails: null,
  sourceClient: 'web',
  restaurantId: 'demo',
  locationId: 'downtown',
};

export async function placeOrder(base: string, customer: Customer) {
  const response = await postJson(`${base}/api/create_order_v2`, orderBody, {
    authorization: `Bearer ${customer.token}`,
    'idempotency-key': randomUUID(),
  });
  if (response.status !== 201)
    throw new Error(`Order failed (${response.status}): ${JSON.stringify(response.body)}`);
  return response.body.data.order.orderId as string;
}

/** Every order id the customer has at the demo restaurant (paged by creation time, 100 at a time). */
export async function listOrderIds(base: string, customer: Customer): Promise<Set<string>> {
  const ids = new Set<string>();
  let to: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const query = new URLSearchParams({ restaurantId: 'demo', limit: '100' });
    if (to) query.set('to', to);
    const { data } = await getJson(`${base}/api/orders?${query}`, customer.token);
    const orders = data.orders as { id: string; createdAt: string }[];
    const before = ids.size;
    for (const order of orders) ids.add(order.id);
    if (orders.length < 100 || ids.size === before) break;
    to = orders[orders.length - 1]!.createdAt;
  }
  return ids;
}
