import { orderBody, saveCard, signIn, signUpCustomer } from './customers.ts';
import { httpClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';

/**
 * Who calls the routes in the fuzz and access-matrix suites, and the records they own: two
 * customers (the first with a saved card, an address, an order and a review), the demo
 * restaurant's staff and manager, the rival restaurant's staff, and a guest order and request.
 * The server must have been started with `{ rival: true }`.
 */
export async function routeCallers(server: TestServer) {
  const api = httpClient(server.baseUrl);
  const customer = await signUpCustomer(api);
  const otherCustomer = await signUpCustomer(api);
  const card = await saveCard(server.baseUrl, api, customer.token);
  if (card.status !== 200) throw new Error(`saving a card failed: ${JSON.stringify(card.body)}`);
  const placed = await api.post(
    '/api/create_order_v2',
    orderBody({ products: { fries: { id: 'fries', count: 1 } } }),
    { token: customer.token },
  );
  if (placed.status !== 201) throw new Error(`placing an order failed: ${JSON.stringify(placed.body)}`);
  const guestOrder = await api.post('/guest/create_order', {
    ...orderBody({ products: { fries: { id: 'fries', count: 1 } } }),
    orderType: 'Dine-in',
    tableId: 't3',
  });
  if (guestOrder.status !== 201) {
    throw new Error(`placing a guest order failed: ${JSON.stringify(guestOrder.body)}`);
  }
  const request = await api.post('/guest/requests', {
    restaurantId: 'demo',
    locationId: 'downtown',
    tableId: 't2',
    description: 'More napkins please',
    custom: true,
  });
  if (request.status !== 201) throw new Error(`a request failed: ${JSON.stringify(request.body)}`);
  return {
    api,
    customer,
    otherCustomer,
    staffToken: await signIn(api, 'staff@demo.test'),
    managerToken: await signIn(api, 'manager@demo.test'),
    rivalStaffToken: await signIn(api, 'staff@rival.test', 'rival1234'),
    /** The first customer's order at the demo's downtown location. */
    orderId: placed.body.data.order.orderId as string,
    guestOrderId: guestOrder.body.data.order.orderId as string,
    /** The guest order's tracking link token. */
    trackingToken: guestOrder.body.data.order.trackingToken as string,
    requestId: request.body.data.request.id as string,
  };
}

export type RouteCallers = Awaited<ReturnType<typeof routeCallers>>;

/**
 * Whether an error message reads as a sentence meant for a person: not a stack, not a schema path
 * (`cart.x.count: Too big`), not a parser's or validator's wording.
 */
export function readsAsSentence(message: unknown): boolean {
  if (typeof message !== 'string') return false;
  const text = message.trim();
  return (
    text.length > 0 &&
    text.length <= 300 &&
    /^[A-Z'"¡¿]/.test(text) &&
    !/\n\s*at\s/.test(text) &&
    !/^[\w$[\]-]+(\.[\w$[\]-]+)+\s*:/.test(text) &&
    !/(expected|received) (a |an )?(number|string|object|array|boolean|undefined|null)/i.test(text) &&
    !/FST_|Zod|SyntaxError|TypeError|Unexpected token|at position \d|querystring\/|body\/|params\//.test(
      text,
    ) &&
    // The framework's wording about its parsers: a person sent no content type.
    !/content-type|Media Type|prototype property|Request body is/i.test(text)
  );
}
