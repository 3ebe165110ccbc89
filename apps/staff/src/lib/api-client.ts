import { getSession, setSession } from './session.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const GENERIC = 'Sorry, something went wrong. Please try again.';

/** Calls the ordering server: `{ data }` on success, `{ error: { message } }` thrown as ApiError. */
export async function api<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; auth?: boolean } = {},
): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth !== false && session) headers.authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError('The ordering server cannot be reached. Check the connection.', 0);
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: T;
    error?: { message?: string };
  } | null;
  if (!response.ok) {
    // An expired or revoked session: back to the sign-in screen.
    if (response.status === 401 && options.auth !== false && session) setSession(null);
    throw new ApiError(payload?.error?.message ?? GENERIC, response.status);
  }
  return payload?.data as T;
}

export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}
