import type { DataOf } from '@orderly/contract';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, createApiClient, pathOf } from './api-client.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function client(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) => answer());
  const api = createApiClient({
    baseUrl: 'http://server',
    token: () => 'tok',
    networkErrorMessage: 'No connection.',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url, method: init?.method, headers: init?.headers as Record<string, string>, body: init?.body };
  };
  return { api, sent };
}

describe('call()', () => {
  it("sends the operation's method and path, with its params encoded and its query string", async () => {
    const { api, sent } = client(async () => json(200, { data: { message: 'ok' } }));
    await api.call('reviewOrder', { params: { orderId: 'a/b' }, body: { rating: 5 } } as never);
    expect(sent().url).toBe('http://server/api/orders/a%2Fb/review');
    expect(sent().method).toBe('PUT');
    expect(pathOf('autocompleteAddress', { query: { q: 'Main St' } })).toBe(
      '/api/places/autocomplete?q=Main+St',
    );
  });

  it('sends the token, the body as JSON and the Idempotency-Key of an order, and unwraps { data }', async () => {
    const { api, sent } = client(async () => json(200, { data: { order: { id: 'o1' } } }));
    const placed = await api.callData('createOrder', { body: {} as never, idempotencyKey: 'key-1' });
    expect((placed as unknown as { order: { id: string } }).order.id).toBe('o1');
    expect(sent().method).toBe('POST');
    expect(sent().url).toBe('http://server/api/create_order_v2');
    expect(sent().headers.authorization).toBe('Bearer tok');
    expect(sent().headers['idempotency-key']).toBe('key-1');
    expect(sent().body).toBe('{}');
  });

  it('sends no body on a GET, and a DELETE as a DELETE', async () => {
    const { api, sent } = client(async () => json(200, { data: {} }));
    await api.call('getMe');
    expect(sent().method).toBe('GET');
    expect(sent().body).toBeUndefined();
    const second = client(async () => json(200, { data: {} }));
    await second.api.call('removePromoCode');
    expect(second.sent().method).toBe('DELETE');
  });

  it("throws the server's sentence as an ApiError with its status", async () => {
    const { api } = client(async () => json(409, { error: { message: 'That slot is full.' } }));
    const failure = api.callData('getMe').catch((error: unknown) => error);
    expect(await failure).toBeInstanceOf(ApiError);
    expect(await failure).toMatchObject({ status: 409, message: 'That slot is full.' });
  });

  it('passes the abort signal on', async () => {
    const { api } = client(() => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    const controller = new AbortController();
    await expect(api.call('getMe', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('needs every path parameter', () => {
    expect(() => pathOf('reviewOrder', {} as never)).toThrow('reviewOrder needs the path parameter orderId.');
  });

  it('types what is sent and what comes back from the contract', () => {
    const { api } = client(async () => json(200, { data: {} }));
    expectTypeOf(api.callData<'getMe'>).returns.resolves.toEqualTypeOf<DataOf<'getMe'>>();
    expectTypeOf<DataOf<'getMe'>>().toHaveProperty('user');
    expectTypeOf(api.call<'reviewOrder'>)
      .parameter(1)
      .exclude<undefined>()
      .toHaveProperty('params');
    // @ts-expect-error: no operation of that name
    void (() => api.call('noSuchOperation'));
    // @ts-expect-error: a path parameter of the wrong name
    void (() => api.call('reviewOrder', { params: { order: 'o1' } }));
  });
});
