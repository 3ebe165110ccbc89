import {
  type APIRequestContext,
  test as base,
  expect,
  type Fixtures,
  type PlaywrightTestArgs,
} from '@playwright/test';
import { type Customer, type TestKit, testKit } from './kit.ts';

/**
 * A fetch over Playwright's request context, so the kit's calls share the test's base URL, show in
 * its trace and end with it. Relative URLs resolve against the context's baseURL.
 */
export function requestFetch(request: APIRequestContext): typeof fetch {
  return async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body;
    const response = await request.fetch(String(input), {
      method: init?.method ?? 'GET',
      headers,
      ...(body === undefined || body === null
        ? {}
        : { data: typeof body === 'string' ? body : String(body) }),
      failOnStatusCode: false,
    });
    const status = response.status();
    const noBody = status === 204 || status === 304 || init?.method === 'HEAD';
    return new Response(noBody ? null : new Uint8Array(await response.body()), {
      status,
      headers: response.headersArray().map(({ name, value }) => [name, value] as [string, string]),
    });
  };
}

/** The kit for a Playwright request context, against its baseURL (or against `baseUrl`). */
export const kitFor = (request: APIRequestContext, baseUrl = '') =>
  testKit(baseUrl, { fetch: requestFetch(request) });

export interface KitFixtures {
  /** The typed test kit against the test's baseURL, over its request context. */
  kit: TestKit;
  /** A new customer account at the demo restaurant, signed up for this test. */
  customer: Customer;
}

/** The kit's fixtures, to add to a suite's own test (`test.extend<KitFixtures>(kitFixtures)`). */
export const kitFixtures: Fixtures<KitFixtures, object, PlaywrightTestArgs> = {
  kit: async ({ request }, use) => {
    await use(kitFor(request));
  },
  customer: async ({ kit }, use) => {
    await use(await kit.signUp());
  },
};

export { expect };

/** Playwright's test with the kit's fixtures. */
export const test = base.extend<KitFixtures>(kitFixtures);
