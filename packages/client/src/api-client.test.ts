import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isOffline, query } from './api-client.ts';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status });

function client(answer: () => Promise<Response>, token: string | null = 'tok') {
  const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) => answer());
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://server',
    token: () => token,
    onUnauthorized,
    networkErrorMessage: 'No connection.',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { api, fetch, onUnauthorized };
}

describe('ApiClient', () => {
  it('sends the bearer token, JSON body and Idempotency-Key, and unwraps { data }', async () => {
    const { api, fetch } = client(async () => json(200, { data: { order: { id: 'o1' } } }));
    const data = await api.data<{ order: { id: string } }>('/api/create_order_v2', {
      body: { cart: [] },
      idempotencyKey: 'key-1',
    });
    expect(data.order.id).toBe('o1');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://server/api/create_order_v2');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"cart":[]}');
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer tok',
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
    });
  });

  it("throws the server's sentence with the status; a 401 on a call with the token ends the session", async () => {
    const { api, onUnauthorized } = client(async () =>
      json(401, { error: { message: 'Not Authenticated' } }),
    );
    const error = await api.data('/api/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Not Authenticated' });
    expect(isOffline(error)).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('without a sentence in the answer, says which status failed; auth: false sends no token', async () => {
    const { api, fetch, onUnauthorized } = client(async () => new Response('<html>', { status: 502 }));
    await expect(api.data('/guest/menu', { auth: false })).rejects.toMatchObject({
      status: 502,
      message: 'Request failed (502).',
    });
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('authorization');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("no answer at all is offline (status 0) with the app's sentence; an abort stays an abort", async () => {
    const offline = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await offline.api.data('/api/me').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, message: 'No connection.' });
    expect(isOffline(error)).toBe(true);
    const aborted = client(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(aborted.api.data('/api/me')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('builds query strings from the defined values', () => {
    expect(query({ from: '2026-11-18', limit: 20, cursor: undefined })).toBe('from=2026-11-18&limit=20');
  });
});
