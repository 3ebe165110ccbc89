/**
 * The one HTTP client of the ordering server. Answers are JSON: most are `{ data }` (`data()`
 * unwraps it); a failure is `{ error: { message } }` with a status, thrown as an `ApiError` with
 * the server's sentence. No answer at all (offline, server unreachable) is an `ApiError` with
 * status 0 and the app's own sentence. Calls are typed by the caller (`request<T>`), so response
 * schemas (packages/contract) can type them without this file knowing them.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's other error fields (e.g. `nextTime` when an order's time filled up). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer: the device is offline or the server cannot be reached. */
export const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** GET without a body, POST with one, unless given. */
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Outlive the page (a last save as it is left or reloaded). */
  keepalive?: boolean;
  /** Sent as `Idempotency-Key`: the server does the work at most once for retries with the same key. */
  idempotencyKey?: string;
  /** Send the session token (default true). */
  auth?: boolean;
}

export interface ApiClientOptions {
  /** Prefix of every path ('' for the page's own origin). */
  baseUrl?: string;
  /** The session token, sent as `Authorization: Bearer …`. */
  token?: () => string | null;
  /** A call that carried the token was refused with 401: the session is gone. */
  onUnauthorized?: () => void;
  /** The sentence for no answer at all. */
  networkErrorMessage: string;
  /** The sentence for a failure whose answer carries no message (default: 'Request failed (502).'). */
  failureMessage?: (status: number) => string;
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** The whole JSON answer of a call. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The `data` of a `{ data }` answer. */
  data<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseUrl = '',
    token: tokenOf = () => null,
    onUnauthorized,
    networkErrorMessage,
    failureMessage = (status) => `Request failed (${status}).`,
  } = options;
  const client: ApiClient = {
    async request<T>(
      path: string,
      { method, body, signal, headers, idempotencyKey, auth, keepalive }: RequestOptions = {},
    ) {
      const token = auth === false ? null : tokenOf();
      let response: Response;
      try {
        response = await (options.fetch ?? fetch)(baseUrl + path, {
          method: method ?? (body === undefined ? 'GET' : 'POST'),
          headers: {
            accept: 'application/json',
            ...(body !== undefined && { 'content-type': 'application/json' }),
            ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
            ...(token && { authorization: `Bearer ${token}` }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
          keepalive,
        });
      } catch (error) {
        if ((error as Error | null)?.name === 'AbortError') throw error;
        throw new ApiError(0, networkErrorMessage);
      }
      let payload: { error?: { message?: unknown } } | null = null;
      try {
        payload = JSON.parse(await response.text());
      } catch {}
      if (response.status === 401 && token) onUnauthorized?.();
      if (!response.ok) {
        const message = payload?.error?.message;
        throw new ApiError(
          response.status,
          typeof message === 'string' && message ? message : failureMessage(response.status),
          payload?.error && typeof payload.error === 'object' ? payload.error : {},
        );
      }
      return payload as T;
    },
    data: async <T>(path: string, options?: RequestOptions) =>
      (await client.request<{ data: T } | null>(path, options))?.data as T,
  };
  return client;
}

/** A query string from the defined values (`?` not included). */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}
