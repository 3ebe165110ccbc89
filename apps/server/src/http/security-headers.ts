import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { type AppIndex, appIndex } from './app-index.ts';

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  /** The built apps' folders, whose index.html inline scripts the policy allows by hash. */
  appFolders: string[];
  /** Stripe configured: the browser posts card details to api.stripe.com. */
  stripe: boolean;
}

/** A Host header fit to name this server in the policy (anything else is left out). */
const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The live socket at this host (ws: or wss:), for browsers that do not count it as 'self'. */
const liveSocketSource = (request: IncomingMessage) => {
  const host = request.headers.host ?? '';
  if (!plainHost.test(host)) return "'self'";
  return (request.socket as { encrypted?: boolean }).encrypted
    ? `wss://${host}`
    : `ws://${host} wss://${host}`;
};

/**
 * helmet's options: a Content-Security-Policy the customer app, the staff app and /dev/outbox
 * satisfy — scripts only from this server plus the inline boot/first-images/splash scripts of the
 * index.html files read at start (by hash); styles from this server and inline (the inline
 * stylesheet, and the <style> elements the dialog and toast libraries add at run time); images
 * from anywhere over https (restaurants' pictures), data: and blob:; connections to this server,
 * its live socket and, with Stripe, api.stripe.com; no framing (frame-ancestors 'none'), no
 * plugins, forms to this server only. Plus nosniff, a strict-origin referrer policy and, when
 * PUBLIC_URL is https, HSTS.
 */
export function securityHeaderConfig(options: SecurityHeaderOptions, indexes: (AppIndex | null)[]) {
  const https = options.publicUrl.startsWith('https:');
  const scriptHashes = [...new Set(indexes.flatMap((index) => index?.scriptHashes ?? []))];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scriptHashes],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': [
          "'self'",
          (request: IncomingMessage) => liveSocketSource(request),
          ...(options.stripe ? ['https://api.stripe.com'] : []),
        ],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' as const },
  };
}

/**
 * What answers that are not pages (JSON, scripts, styles, pictures, uploads) need: no sniffing, no
 * framing, nothing run if one is opened on its own (an SVG picture is a document then), not
 * readable by other sites' pages; HSTS as on the pages. About 200 bytes instead of helmet's ~850: a
 * first load asks for a dozen of them, on the slow phone connections diners have.
 */
const subresourcePrefixes = ['/api/', '/guest/', '/media/', '/assets/', '/staff/assets/'];
const subresourcePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; sandbox";

const isSubresource = (url: string | undefined) =>
  subresourcePrefixes.some((prefix) => url?.startsWith(prefix));

/**
 * Security headers on every response: helmet's whole set on pages (its middleware is built once
 * here; the @fastify/helmet wrapper builds it again for every request), a short set on everything
 * else. Register before the routes.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const headers = helmet(securityHeaderConfig(options, options.appFolders.map(appIndex)));
  const https = options.publicUrl.startsWith('https:');
  app.addHook('onRequest', (request, reply, done) => {
    if (isSubresource(request.raw.url)) {
      reply.header('content-security-policy', subresourcePolicy);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-origin');
      if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      done();
      return;
    }
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
