/** Test responses are shaped by the assertions that read them. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the server answered and asserts on it
export type Json = any;

export interface TestResponse {
  status: number;
  headers: Headers;
  body: Json;
}

export interface RequestOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

/** A small client for server tests over real HTTP (the base URL, or where to read it when calling). */
export function httpClient(base: string | (() => string)) {
  const urlOf = typeof base === 'string' ? () => base : base;
  const request = async (
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${urlOf()}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: Json = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body };
  };
  return {
    get baseUrl() {
      return urlOf();
    },
    request,
    get: (path: string, options?: RequestOptions) => request('GET', path, options),
    post: (path: string, body?: unknown, options?: RequestOptions) =>
      request('POST', path, { ...options, body }),
    put: (path: string, body?: unknown, options?: RequestOptions) =>
      request('PUT', path, { ...options, body }),
    delete: (path: string, options?: RequestOptions) => request('DELETE', path, options),
  };
}
