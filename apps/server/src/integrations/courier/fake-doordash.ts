import { createHmac } from 'node:crypto';
import type { FetchLike } from '../fetch.ts';

export interface RecordedDoorDashRequest {
  method: string;
  path: string;
  headers: Headers;
  body: Record<string, unknown> | null;
}

/**
 * A stand-in for openapi.doordash.com, for tests: checks the DD-JWT-V1 token, answers quotes and
 * deliveries with bodies shaped like DoorDash's recorded responses, refuses a reused delivery id
 * (409) like DoorDash, and plays scripted failures first.
 */
export function createFakeDoorDash(credentials: {
  developerId: string;
  keyId: string;
  signingSecret: string;
}) {
  const requests: RecordedDoorDashRequest[] = [];
  const deliveries = new Map<string, Record<string, unknown>>();
  const scripted: ({ status: number; body: unknown } | 'network-error')[] = [];

  const verify = (authorization: string | null) => {
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    const [header, claims, signature] = token.split('.');
    if (!header || !claims || !signature) return false;
    const expected = createHmac('sha256', Buffer.from(credentials.signingSecret, 'base64url'))
      .update(`${header}.${claims}`)
      .digest('base64url');
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString());
    const head = JSON.parse(Buffer.from(header, 'base64url').toString());
    return (
      expected === signature &&
      head['dd-ver'] === 'DD-JWT-V1' &&
      payload.aud === 'doordash' &&
      payload.iss === credentials.developerId &&
      payload.kid === credentials.keyId
    );
  };

  const quoteFrom = (body: Record<string, unknown>, status: string) => {
    const pickup = Date.parse(String(body.pickup_time ?? body.dropoff_time ?? '2026-11-19T04:00:00Z'));
    return {
      external_delivery_id: body.external_delivery_id,
      currency: 'CAD',
      delivery_status: status,
      fee: 975,
      pickup_address: body.pickup_address,
      pickup_time_estimated: new Date(pickup).toISOString(),
      dropoff_address: body.dropoff_address,
      dropoff_time_estimated: new Date(pickup + 17 * 60_000).toISOString(),
      order_value: body.order_value,
      tip: body.tip ?? 0,
      support_reference: '86313',
      tracking_url:
        status === 'created'
          ? `https://track.doordash.com/share/${body.external_delivery_id}/track`
          : undefined,
      contactless_dropoff: false,
    };
  };

  const answer = (method: string, path: string, body: Record<string, unknown> | null) => {
    if (method === 'POST' && path === '/drive/v2/quotes' && body) {
      return { status: 200, body: quoteFrom(body, 'quote') };
    }
    if (method === 'POST' && path === '/drive/v2/deliveries' && body) {
      const id = String(body.external_delivery_id);
      if (deliveries.has(id)) {
        return {
          status: 409,
          body: {
            code: 'duplicate_delivery_id',
            message: 'Delivery with this external_delivery_id already exists',
          },
        };
      }
      const delivery = quoteFrom(body, 'created');
      deliveries.set(id, delivery);
      return { status: 200, body: delivery };
    }
    const existing = path.match(/^\/drive\/v2\/deliveries\/(.+)$/);
    if (method === 'GET' && existing) {
      const delivery = deliveries.get(decodeURIComponent(existing[1]!));
      if (delivery) return { status: 200, body: delivery };
    }
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  };

  const fetch: FetchLike = async (input, init = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers as ConstructorParameters<typeof Headers>[0]);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    requests.push({ method, path: url.pathname, headers, body });
    const next = scripted.shift();
    if (next === 'network-error') throw new TypeError('fetch failed');
    const result = verify(headers.get('authorization'))
      ? (next ?? answer(method, url.pathname, body))
      : { status: 401, body: { code: 'authentication_error', message: 'The [iss] claim is invalid' } };
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return { fetch, requests, scripted, deliveries };
}
