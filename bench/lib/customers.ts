import { randomUUID } from 'node:crypto';
import { demo, orderBody as kitOrderBody, products, testKit } from '@orderly/test-kit';
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

export async function getJson(url: string, token?: string) {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Json;
}

/** Signs up `count` customers (name and phone set) at the demo restaurant, a few at a time. */
export async function signUpCustomers(base: string, count: number, runId: string): Promise<Customer[]> {
  const kit = testKit(base);
  return inBatches(
    Array.from({ length: count }, (_, index) => index),
    8,
    async (index) => {
      const { email, token, userId } = await kit.signUp({
        email: `bench-${runId}-${index}@example.com`,
        password: 'bench-secret-1',
        name: `Bench Customer ${index}`,
      });
      return { index, email, token, userId };
    },
  );
}

export const signIn = (base: string, email: string, password: string) =>
  testKit(base).signIn({ email, password });

/** A pickup order at the demo's downtown location (open around the clock), paid at the counter. */
export const orderBody = kitOrderBody({ products: products({ 'fish-tacos': 2 }) });

export async function placeOrder(base: string, customer: Customer) {
  return (await testKit(base).placeOrder(customer.token, orderBody, randomUUID())).orderId;
}

/** Every order id the customer has at the demo restaurant (paged by creation time, 100 at a time). */
export async function listOrderIds(base: string, customer: Customer): Promise<Set<string>> {
  const kit = testKit(base);
  const ids = new Set<string>();
  let to: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const { orders } = await kit.data('listOrders', {
      query: { restaurantId: demo.restaurantId, limit: 100, ...(to ? { to } : {}) },
      token: customer.token,
    });
    const before = ids.size;
    for (const order of orders) ids.add(order.id);
    if (orders.length < 100 || ids.size === before) break;
    to = orders[orders.length - 1]!.createdAt;
  }
  return ids;
}
