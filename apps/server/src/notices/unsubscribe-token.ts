import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link (decision 0084): the restaurant and the diner's e-mail, signed
 * with the server's secret, so the link turns off that diner's notices and nobody else's. It needs
 * no row and does not expire (a link in an old e-mail still works, as the law on commercial mail
 * expects); it changes only what a diner can change back by asking the restaurant.
 */

export interface UnsubscribeSubject {
  restaurantId: string;
  email: string;
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`notices-unsubscribe:${payload}`).digest();

export function unsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const payload = Buffer.from(
    JSON.stringify({ r: subject.restaurantId, e: subject.email.toLowerCase() }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The restaurant and e-mail a token names, or null for anything not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { r, e } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { r?: unknown; e?: unknown };
    return typeof r === 'string' && typeof e === 'string' ? { restaurantId: r, email: e } : null;
  } catch {
    return null;
  }
}
