/**
 * A small typed client for the ordering server. Every answer is JSON; a failure comes back as
 * `{ error: { message } }` with an HTTP status and is thrown as an `ApiError` carrying both.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Where later calls get the signed-in user's token from (set by the auth feature). */
let tokenProvider: () => string | null = () => null;

export function setAuthTokenProvider(provider: () => string | null): void {
  tokenProvider = provider;
}

/** Called when a request that carried a token is refused with 401: the session is gone. */
let onUnauthorized: () => void = () => {};

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const NETWORK_ERROR = 'Sorry, we could not reach the restaurant. Please check your connection.';

function errorMessage(payload: unknown, status: number): string {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const error = (payload as { error: unknown }).error;
    if (error && typeof error === 'object' && 'message' in error) {
      const message = (error as { message: unknown }).message;
      if (typeof message === 'string' && message !== '') return message;
    }
  }
  return `Request failed (${status}).`;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = tokenProvider();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }

  const text = await response.text();
  let payload: unknown = null;
  if (text !== '') {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (response.status === 401 && token) onUnauthorized();
  if (!response.ok) throw new ApiError(response.status, errorMessage(payload, response.status));
  return payload as T;
}

/** Most endpoints answer `{ data }`: this unwraps it. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  const payload = await apiRequest<{ data: T }>(path, options);
  return payload.data;
}
