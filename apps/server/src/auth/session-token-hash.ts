import { createHash } from 'node:crypto';
import type { drizzleAdapter } from 'better-auth/adapters/drizzle';

/**
 * Session tokens are kept in the database only as their SHA-256 (base64url): a copy of the sessions
 * table signs nobody in. Tokens are 32 random characters, so a fast hash is enough (no salt, no
 * stretching: there is nothing to guess).
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Verification identifiers (`reset-password:<token>`) are stored as `<kind>:<SHA-256 of the whole>`,
 * so a copy of the table holds no usable reset link and the kind stays readable for clean-ups.
 */
export function hashVerificationIdentifier(identifier: string): string {
  const colon = identifier.indexOf(':');
  const kind = colon === -1 ? 'other' : identifier.slice(0, colon);
  return `${kind}:${createHash('sha256').update(identifier).digest('base64url')}`;
}

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
interface WhereClause {
  field: string;
  value: unknown;
  operator?: string;
}
interface Call {
  model?: string;
  where?: WhereClause[];
  data?: Record<string, unknown>;
}

/**
 * Better Auth's database adapter with session tokens hashed on the way in: it creates, finds,
 * renews and deletes sessions by the token the client holds, and the table only ever sees the hash.
 * Rows coming back carry the client's token again, so Better Auth's own flow is unchanged.
 */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => wrap(factory(options));
}

function wrap<A extends object>(adapter: A): A {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'transaction') {
        return (callback: (trx: unknown) => Promise<unknown>) =>
          value.call(target, (trx: object) => callback(wrap(trx)));
      }
      return (call: Call, ...rest: unknown[]) => {
        if (call?.model !== 'session') return value.call(target, call, ...rest);
        const clients = new Map<string, string>();
        const hashed = (token: unknown) => {
          if (typeof token !== 'string') return token;
          const hash = hashSessionToken(token);
          clients.set(hash, token);
          return hash;
        };
        const mapped: Call = { ...call };
        if (call.where) {
          mapped.where = call.where.map((clause) =>
            clause.field === 'token'
              ? {
                  ...clause,
                  value: Array.isArray(clause.value) ? clause.value.map(hashed) : hashed(clause.value),
                }
              : clause,
          );
        }
        if (call.data && typeof call.data.token === 'string') {
          mapped.data = { ...call.data, token: hashed(call.data.token) };
        }
        const restore = (row: unknown) => {
          if (!row || typeof row !== 'object') return row;
          const token = (row as { token?: unknown }).token;
          return typeof token === 'string' && clients.has(token)
            ? { ...row, token: clients.get(token) }
            : row;
        };
        return Promise.resolve(value.call(target, mapped, ...rest)).then((result: unknown) =>
          Array.isArray(result) ? result.map(restore) : restore(result),
        );
      };
    },
  });
}
