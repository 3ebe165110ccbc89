import { brandPalette } from '@orderly/domain';
import { formatSmsNumber } from '@orderly/domain/sms-number';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { escapeHtml } from '../http/outbox-page.ts';
import { noticesOfOrder, optedOut, optOut, pushSubscriptionsByIds } from '../orders/notices-repository.ts';
import { orderForStaff, staffOfOrderGate } from '../orders/order-status.ts';
import { restaurantBrand } from '../restaurants/restaurant-repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * Staff read an order's notices; a diner's unsubscribe link turns a restaurant's order e-mails off
 * (decision 0084). The link opens a page with one button (a GET never changes anything: mail
 * scanners follow links); mail programs' one-click unsubscribe (RFC 8058) posts to the same address.
 */

/** Which push service a browser's subscription goes through, as staff read it ("Chrome", "Safari"…). */
export function pushServiceName(endpoint: string): string {
  const host = URL.canParse(endpoint) ? new URL(endpoint).hostname : '';
  if (host === 'fcm.googleapis.com') return 'A browser (Chrome, Edge or Android)';
  if (host.endsWith('push.services.mozilla.com')) return 'A browser (Firefox)';
  if (host.endsWith('push.apple.com')) return 'A browser (Safari)';
  if (host.endsWith('notify.windows.com')) return 'A browser (Edge on Windows)';
  return `A browser (${host || 'unknown push service'})`;
}

export const badUnsubscribeLink =
  'This unsubscribe link is not valid. Please use the link in your most recent e-mail.';

/** A browser asks for a page first (Accept: text/html,…); fetch and test clients for anything. */
const wantsPage = (accept: string | undefined) => /^\s*text\/html\b/i.test(accept ?? '');

type UnsubscribeView = { restaurantName: string; email: string; unsubscribed: boolean };

/**
 * The unsubscribe page's own policy. Under /guest/ every answer gets the short one of data (nothing
 * runs, `sandbox`), and a sandboxed page cannot send its form: the button did nothing in a browser.
 * This page runs no script either; it may post its form to this server and use its inline style.
 */
export const UNSUBSCRIBE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The restaurant's look on its page: its logo in a band of its colour, as in its e-mails. */
type Brand = { logo: string | null; brandColor: string };

/** The unsubscribe link's answer: its page for a browser, its data for anything else. */
function answer(
  accept: string | undefined,
  reply: FastifyReply,
  view: UnsubscribeView,
  token: string,
  brand: Brand,
) {
  if (wantsPage(accept))
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', UNSUBSCRIBE_PAGE_POLICY)
      .send(unsubscribePage(view, token, brand) as never);
  return { data: view };
}

function unsubscribePage(view: UnsubscribeView, token: string, brand: Brand) {
  const name = escapeHtml(view.restaurantName);
  const palette = brandPalette({ brandColor: brand.brandColor, theme: 'light' });
  const band = palette?.brand ?? '#1b1b1b';
  const onBand = palette?.onBrand ?? '#ffffff';
  const header = brand.logo
    ? `<img src="${escapeHtml(brand.logo)}" alt="${name}" height="40">`
    : `<strong>${name}</strong>`;
  const body = view.unsubscribed
    ? `<h1>You are unsubscribed</h1>
<p role="status">${name} will no longer e-mail ${escapeHtml(view.email)} about orders. Receipts of new orders still come, as a record of what you paid.</p>`
    : `<h1>Stop order e-mails from ${name}?</h1>
<p>${escapeHtml(view.email)} will no longer get e-mails when an order is confirmed, ready or on its way. Receipts still come.</p>
<form method="post" action="/guest/notices/unsubscribe?token=${encodeURIComponent(token)}">
<button type="submit">Stop order e-mails</button>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Order e-mails from ${name}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fafafa}
header{background:${band};color:${onBand};padding:1rem 1.5rem;font-size:1.25rem}header img{height:40px;display:block}
main{margin:0 auto;max-width:36rem;padding:1.5rem}
h1{font-size:1.5rem}button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:6px;border:0;background:${band};color:${onBand};cursor:pointer}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}</style></head>
<body><header>${header}</header><main>${body}</main></body></html>
`;
}

export function registerNoticeRoutes(app: FastifyInstance, deps: { db: Db; secret: string }) {
  const { db } = deps;
  route(
    app,
    'listOrderNotices',
    async (request) => {
      const order = await orderForStaff(db, userOf(request).id, request.params.orderId);
      const rows = await noticesOfOrder(db, order.id);
      const browsers = await pushSubscriptionsByIds(
        db,
        rows.filter((row) => row.channel === 'push').map((row) => row.recipient),
      );
      const serviceOf = new Map(browsers.map((browser) => [browser.id, pushServiceName(browser.endpoint)]));
      return {
        data: {
          notices: rows.map((row) => ({
            id: row.id,
            kind: row.kind as never,
            channel: row.channel,
            // A push notice names its browser's push service; the subscription's id means nothing to staff.
            recipient:
              row.channel === 'push'
                ? (serviceOf.get(row.recipient) ?? 'A browser that turned notifications off')
                : row.channel === 'sms'
                  ? formatSmsNumber(row.recipient)
                  : row.recipient,
            status: row.status,
            attempts: row.attempts,
            createdAt: row.createdAt.toISOString(),
            sentAt: row.sentAt?.toISOString() ?? null,
            nextAttemptAt: row.nextAttemptAt.toISOString(),
            lastError: row.lastError,
          })),
        },
      };
    },
    { gate: staffOfOrderGate(db) },
  );

  /** The link's diner and restaurant, or the one refusal for every link this server did not sign. */
  const subjectOf = async (token: string) => {
    const subject = readUnsubscribeToken(deps.secret, token);
    const brand = subject ? await restaurantBrand(db, subject.restaurantId) : null;
    if (!subject || brand === null) throw new HttpError(400, badUnsubscribeLink);
    return { ...subject, restaurantName: brand.name, brand };
  };

  route(app, 'getNoticeUnsubscribe', async (request, reply) => {
    const { token } = request.query;
    const subject = await subjectOf(token);
    const view = {
      restaurantName: subject.restaurantName,
      email: subject.email,
      unsubscribed: await optedOut(db, subject.restaurantId, subject.email),
    };
    return answer(request.headers.accept, reply, view, token, subject.brand);
  });

  // A form's post and a mail program's one-click post are form-encoded: their body says nothing
  // the link does not (RFC 8058's "List-Unsubscribe=One-Click"), so it is read and dropped.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    route(scope, 'unsubscribeNotices', async (request, reply) => {
      const { token } = request.query;
      const subject = await subjectOf(token);
      await optOut(db, subject.restaurantId, subject.email);
      const view = { restaurantName: subject.restaurantName, email: subject.email, unsubscribed: true };
      return answer(request.headers.accept, reply, view, token, subject.brand);
    });
  });
}
