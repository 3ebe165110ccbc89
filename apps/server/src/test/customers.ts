import { cardPostalCode, demo, orderBody as kitOrderBody, type SignUpBody, testKit } from '@orderly/test-kit';
import type { httpClient } from './http-client.ts';

/**
 * The server tests' names for the test kit's set-up (@orderly/test-kit), over their raw client:
 * the kit signs up, signs in and tokenizes cards; `saveCard` answers the raw response because tests
 * assert its status, and `orderBody` takes any overrides because tests send bodies the server must
 * refuse.
 */
type Api = ReturnType<typeof httpClient>;

/** A new customer account (name and phone set) and its session token. */
export const signUpCustomer = (api: Api, overrides: Partial<SignUpBody> = {}) =>
  testKit(api.baseUrl).signUp(overrides);

/** A demo account's (or another's) session token. */
export const signIn = (api: Api, email: string, password = demo.staff.password) =>
  testKit(api.baseUrl).signIn({ email, password });

/** Tokenizes a card at the sandbox provider (as the browser does) and saves it on the account. */
export async function saveCard(baseUrl: string, api: Api, token: string, number?: string) {
  const cardToken = await testKit(baseUrl).cardToken(number);
  return api.post('/api/create_customer', { cardToken, postalCode: cardPostalCode }, { token });
}

/** A create_order_v2 body for the demo's downtown location (the kit's), with any overrides. */
export const orderBody = (overrides: Record<string, unknown> = {}) => ({ ...kitOrderBody(), ...overrides });

/**
 * A customer's delivery order paid online: saves a card first (the address must be saved already)
 * and answers the raw response, with any overrides of the body.
 */
export async function placeOnlineDelivery(api: Api, token: string, overrides: Record<string, unknown> = {}) {
  await saveCard(api.baseUrl, api, token);
  return api.post(
    '/api/create_order_v2',
    orderBody({ orderType: 'Delivery', paymentMethod: 'online', ...overrides }),
    { token },
  );
}
