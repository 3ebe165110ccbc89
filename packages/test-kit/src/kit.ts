import { type CallOptions as ClientCallOptions, createApiClient } from '@orderly/client/api-client';
import { routes } from '@orderly/client/routes';
import type { BodyOf, DataOf, OperationName, ParamsOf, QueryOf, ResponseOf } from '@orderly/contract';
import {
  cardPostalCode,
  type GuestOrderBody,
  guestOrderBody,
  type OrderBody,
  orderBody,
  type SignUpBody,
  sandboxCardForm,
  signUpBody,
} from './bodies.ts';
import { type Credentials, demo } from './demo.ts';

/** The options of one typed call: the operation's own params, query and body, and who calls. */
export interface CallOptions<N extends OperationName> {
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** The caller's session token. */
  token?: string | null;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

/** A customer the kit signed up: the address and password to sign in again, and the session. */
export interface Customer {
  email: string;
  password: string;
  token: string;
  userId: string;
}

export interface TestKitOptions {
  /** How to reach the server (default: the global fetch; e2e passes Playwright's request context). */
  fetch?: typeof fetch;
}

/**
 * A typed client of the ordering server for tests and the bench, on @orderly/client's API client:
 * `call` takes any operation of @orderly/contract by name (its params, query and body typed) and
 * answers its success body; a refusal throws the client's `ApiError` (status and the server's
 * sentence). The helpers below are the set-up every suite needs. Tests that assert a refusal's
 * status call the server their own way.
 */
export function testKit(baseUrl: string, options: TestKitOptions = {}) {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const api = createApiClient({
    baseUrl,
    networkErrorMessage: `The server at ${baseUrl || 'the base URL'} did not answer.`,
    failureMessage: (status) => `The server answered ${status} without a message.`,
    fetch: fetchFn,
  });

  /** A typed call on the client's table of routes (`@orderly/client`), as the caller `token` (if any). */
  const call = <N extends OperationName>(name: N, options: CallOptions<N> = {}): Promise<ResponseOf<N>> =>
    api.call(name, {
      params: options.params,
      query: options.query,
      body: options.body,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
    } as ClientCallOptions<N>);

  /** The `data` of a typed call's `{ data }` answer. */
  const data = async <N extends OperationName>(name: N, options?: CallOptions<N>): Promise<DataOf<N>> =>
    ((await call(name, options)) as { data: DataOf<N> }).data;

  const kit = {
    baseUrl,
    call,
    data,

    /** Signs up a new customer at the demo restaurant (see `signUpBody` for the defaults). */
    async signUp(overrides: Partial<SignUpBody> = {}): Promise<Customer> {
      const body = signUpBody(overrides);
      const session = await data('signUp', { body });
      if (!session.token) throw new Error(`Signing up ${body.email} answered no session token.`);
      return { email: body.email, password: body.password, token: session.token, userId: session.user.id };
    },

    /** Signs in (at the demo restaurant unless told): the session token. */
    async signIn(account: Credentials, restaurantId: string = demo.restaurantId): Promise<string> {
      const session = await data('signIn', { body: { ...account, restaurantId } });
      return session.token;
    },

    /** The demo restaurant's staff member (or another account) signed in: the session token. */
    staffSignIn: (account: Credentials = demo.staff) => kit.signIn(account),

    /** Tokenizes a card at the sandbox provider, form-encoded as the browser posts it: the card token. */
    async cardToken(number?: string): Promise<string> {
      const response = await fetchFn(`${baseUrl}${routes.createSandboxToken[1]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: sandboxCardForm(number).toString(),
      });
      const answer = (await response.json()) as { id?: string; error?: { message?: string } };
      if (!answer.id)
        throw new Error(`The sandbox refused the card: ${answer.error?.message ?? response.status}`);
      return answer.id;
    },

    /** Tokenizes a card (default: one the sandbox accepts) and saves it on the account. */
    async saveCard(token: string, number?: string) {
      const cardToken = await kit.cardToken(number);
      return data('createCustomer', { body: { cardToken, postalCode: cardPostalCode }, token });
    },

    /** Places an order (default body: `orderBody()`, with its overrides); answers the created order. */
    async placeOrder(token: string, overrides: Partial<OrderBody> = {}, idempotencyKey?: string) {
      const placed = await data('createOrder', {
        body: orderBody(overrides),
        token,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      return placed.order;
    },

    /** A guest's dine-in order at a table (no account); answers the created order with its tracking token. */
    async placeGuestOrder(overrides: Partial<GuestOrderBody> & Pick<GuestOrderBody, 'tableId'>) {
      return (await data('createGuestOrder', { body: guestOrderBody(overrides) })).order;
    },
  };
  return kit;
}

export type TestKit = ReturnType<typeof testKit>;
