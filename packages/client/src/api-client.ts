/**
 * The one HTTP client of the ordering server. Answers are JSON: most are `{ data }` (`data()`
 * unwraps it); a failure is `{ error: { message } }` with a status, thrown as an `ApiError` with
 * the server's sentence. No answer at all (offline, server unreachable) is an `ApiError` with
 * status 0 and the app's own sentence. `call('operation', { params, query, body })` takes an
 * operation of @orderly/contract by name: its method and path come from `routes`, what is sent and
 * what comes back are typed by the contract's schemas (types only: no schema in an app's bundle).
 */
import type { BodyOf, DataOf, OperationName, ParamsOf, QueryOf, ResponseOf } from '@orderly/contract';
import { routes } from './routes.ts';

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

/** The options of one typed call: the operation's own params, query and body, and how to send it. */
export type CallOptions<N extends OperationName> = Omit<RequestOptions, 'method' | 'body'> & {
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
};

/** The path of an operation with its parameters filled in (encoded) and its query string. */
export function pathOf<N extends OperationName>(
  name: N,
  { params, query: search }: { params?: ParamsOf<N>; query?: QueryOf<N> } = {},
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = routes[name][1].replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${name} needs the path parameter ${key}.`);
    return encodeURIComponent(String(value));
  });
  const queryString = search ? query(search as Record<string, string | number | undefined>) : '';
  return queryString ? `${path}?${queryString}` : path;
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
  /** A typed call of a contract operation: its whole success body. */
  call<N extends OperationName>(name: N, options?: CallOptions<N>): Promise<ResponseOf<N>>;
  /** A typed call of a contract operation: the `data` of its `{ data }` answer. */
  callData<N extends OperationName>(name: N, options?: CallOptions<N>): Promise<DataOf<N>>;
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
    call: <N extends OperationName>(name: N, options: CallOptions<N> = {}) => {
      const { params, query: search, body, ...rest } = options;
      return client.request<ResponseOf<N>>(pathOf(name, { params, query: search } as never), {
        ...rest,
        method: routes[name][0],
        ...(body !== undefined && { body }),
      });
    },
    callData: async <N extends OperationName>(name: N, options?: CallOptions<N>) =>
      ((await client.call(name, options)) as { data: DataOf<N> } | null)?.data as DataOf<N>,
  };
  return client;
}

/** A query string from the defined values (`?` not included). */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}
