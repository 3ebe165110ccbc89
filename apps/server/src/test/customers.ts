import type { httpClient } from './http-client.ts';

type Api = ReturnType<typeof httpClient>;
let counter = 0;

/** A new customer account (name and phone set) and its session token. */
export async function signUpCustomer(api: Api, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `customer${counter}-${Date.now()}@example.com`;
  const response = await api.post('/guest/auth/sign_up', {
    email,
    password: 'secret123',
    name: 'Sam Patel',
    phoneNumber: '6045550100',
    restaurantId: 'demo',
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`sign up failed: ${JSON.stringify(response.body)}`);
  return { email, token: response.body.data.token as string, userId: response.body.data.user.id as string };
}

export async function signIn(api: Api, email: string, password = 'demo1234') {
  const response = await api.post('/guest/auth/sign_in', { email, password, restaurantId: 'demo' });
  if (response.status !== 200) throw new Error(`sign in failed: ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}

/** Tokenizes a card at the sandbox provider (as the browser does) and saves it on the account. */
export async function saveCard(baseUrl: string, api: Api, token: string, number = '4242424242424242') {
  const form = new URLSearchParams({
    'card[number]': number,
    'card[cvc]': '123',
    'card[exp_month]': '12',
    'card[exp_year]': '2030',
    'card[address_zip]': 'V6B 2S2',
  });
  const tokenResponse = await fetch(`${baseUrl}/sandbox/payments/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const cardToken = ((await tokenResponse.json()) as { id: string }).id;
  return api.post('/api/create_customer', { cardToken, postalCode: 'v6b 2s2' }, { token });
}

/** A create_order_v2 body for the demo's downtown location. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    products: {},
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
    ...overrides,
  };
}
