import { demo, products, testKit } from '@orderly/test-kit';
import { joinVisit } from '../tables/table-visits.ts';
import { httpClient } from './http-client.ts';
import { rivalAccounts, type TestServer } from './test-server.ts';

/**
 * Who calls the routes in the fuzz and access-matrix suites, and the records they own: two
 * customers (the first with a saved card, an address, an order and a review), the demo
 * restaurant's staff and manager, the rival restaurant's staff and manager, and a guest order and request.
 * The server must have been started with `{ rival: true }`.
 */
export async function routeCallers(server: TestServer) {
  const api = httpClient(server.baseUrl);
  const kit = testKit(server.baseUrl);
  const customer = await kit.signUp();
  const otherCustomer = await kit.signUp();
  await kit.saveCard(customer.token);
  const fries = products({ fries: 1 });
  const placed = await kit.placeOrder(customer.token, { products: fries });
  const guestOrder = await kit.placeGuestOrder({ products: fries, tableId: 't3' });
  const request = await kit.data('sendServiceRequest', {
    body: {
      restaurantId: demo.restaurantId,
      locationId: demo.downtown,
      tableId: 't2',
      description: 'More napkins please',
      custom: true,
    },
  });
  // A guest's visit at table 4 (decision 0093), opened as a location keeping tabs would.
  const visit = await joinVisit(server.database.db, {
    table: { restaurantId: demo.restaurantId, locationId: demo.downtown, tableId: 't4', tableNumber: '4' },
    settings: { tableTabs: { enabled: true, idleCloseMinutes: 180 } },
    name: 'Tess',
    token: null,
    now: server.clock.now(),
  });
  return {
    api,
    customer,
    otherCustomer,
    staffToken: await kit.staffSignIn(),
    managerToken: await kit.signIn(demo.manager),
    rivalStaffToken: await kit.signIn(rivalAccounts[0]!),
    rivalManagerToken: await kit.signIn(rivalAccounts[1]!),
    /** The first customer's order at the demo's downtown location. */
    orderId: placed.orderId,
    guestOrderId: guestOrder.orderId,
    /** The guest order's tracking link token. */
    trackingToken: guestOrder.trackingToken!,
    requestId: request.request.id,
    /** The table visit's id, and its guest's token. */
    visitId: visit.visit.id,
    visitToken: visit.token,
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
