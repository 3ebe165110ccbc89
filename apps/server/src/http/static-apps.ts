import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromServerRoot } from '../server-root.ts';
import { appIndex } from './app-index.ts';
import { CompressedAssets, chooseEncoding } from './compressed-assets.ts';
import { CompressibleBody, sendCompressed } from './compressed-body.ts';

export interface StaticFolders {
  web: string;
  staff: string;
  media: string;
}

export const appFolders: StaticFolders = {
  web: fromServerRoot('../web/dist'),
  staff: fromServerRoot('../staff/dist'),
  media: fromServerRoot('public/media'),
};

/** The folders served, the product's unless overridden (tests). */
export const staticFoldersOf = (overrides: Partial<StaticFolders> = {}): StaticFolders => ({
  ...appFolders,
  ...overrides,
});

/**
 * Serves the customer app at `/`, the staff app at `/staff/` and restaurant media at `/media/`.
 * Unknown paths outside the API get the app's index.html, so deep links work (client-side routing);
 * the customer app then shows its own 404 image for paths it does not know.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  overrides: Partial<StaticFolders> = {},
  options: {
    /** The customer app's page for the request's host when it differs (white-label hosts, manage/hosts.ts). */
    webIndexFor?: (request: FastifyRequest, html: string) => Promise<CompressibleBody | null>;
  } = {},
) {
  const folders = staticFoldersOf(overrides);
  await app.register(fastifyStatic, { root: folders.media, prefix: '/media/', maxAge: '7d' });
  for (const [name, prefix] of [
    ['web', '/'],
    ['staff', '/staff/'],
  ] as const) {
    if (!existsSync(folders[name])) continue;
    await app.register(fastifyStatic, {
      root: folders[name],
      prefix,
      decorateReply: false,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // The apps' scripts and styles, and the media's vector images, go out compressed (Brotli or
  // gzip), compressed once at start (media added later is sent as it is).
  const assets = new CompressedAssets({
    '/assets/': join(folders.web, 'assets'),
    '/staff/assets/': join(folders.staff, 'assets'),
    '/media/': folders.media,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const path = request.url.split('?')[0] ?? '';
    if (!assets.has(path)) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body = encoding ? assets.get(path, encoding) : undefined;
    if (!body || !encoding) return payload;
    (payload as Readable | undefined)?.destroy?.();
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });

  // Each app's index.html, read once and sent compressed; browsers check it again on every visit
  // (no-cache), so a new build reaches them at once.
  const indexes = new Map<string, { body: CompressibleBody; preload: string | null }>();
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, name: 'web' | 'staff') => {
    let page = indexes.get(name);
    // The same read whose inline scripts the Content-Security-Policy allows (security-headers.ts).
    const read = page ? null : appIndex(folders[name]);
    if (read) {
      page = { body: new CompressibleBody(read.html), preload: read.preloadHeader };
      indexes.set(name, page);
    }
    const index = page?.body;
    if (!index) {
      return reply
        .status(503)
        .type('text/plain')
        .send(`The ${name} app is not built yet. Run \`npm run build\` (or \`npm start\`, which builds it).`);
    }
    reply.header('cache-control', 'no-cache');
    // The app's main script is asked for with the page's headers: on a slow phone it no longer
    // waits for a connection behind the pictures and data the page's boot script asks for.
    if (page?.preload) reply.header('link', page.preload);
    const own = name === 'web' && options.webIndexFor ? await options.webIndexFor(request, index.text) : null;
    return sendCompressed(request, reply, own ?? index, 'text/html; charset=utf-8');
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path.startsWith('/guest/') || path.startsWith('/media/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: { message: `No such endpoint: ${request.method} ${path}` } });
    }
    return sendIndex(request, reply, path === '/staff' || path.startsWith('/staff/') ? 'staff' : 'web');
  });
}
