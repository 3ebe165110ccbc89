/**
 * The reference the page and tap figures are compared with (issue 30): a static page that does,
 * with generated code, what the customer app's menu does on a first load — one module script of the
 * app's first-load size that renders a grid of tiles — and, on a tile's tap, loads a module of the
 * size of a screen's chunks and renders a list in its place. Its sizes are FIXED (the app's of
 * 2026-11-28), so the reference does not follow the app: what it measures is this machine (and its
 * load at the time), and an app figure divided by the reference's is what a faster or slower
 * machine moves much less.
 *
 * Served by a plain HTTP server (node:http) on this machine, gzipped, scripts cached like the app's
 * (immutable), so a second visit finds them in the cache as the app's do.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** The app's first-load script (index-*.js) on 2026-11-28, in bytes, unminified-alike generated code. */
const FIRST_LOAD_BYTES = 311_000;
/** What a first tap on a category loads (browse + ordering chunks) on 2026-11-28, in bytes. */
const SCREEN_BYTES = 19_000;
const TILES = 12;
const ROWS = 16;

/** Generated functions, each a little different (so nothing is shared), until `bytes` are written. */
function generatedCode(prefix: string, bytes: number) {
  const parts: string[] = [];
  let size = 0;
  let n = 0;
  while (size < bytes) {
    const part = `function ${prefix}${n}(list, scale) {
  const out = [];
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (item == null) continue;
    out.push({ id: '${prefix}${n}-' + i, label: String(item).toUpperCase() + ' ${n}', price: Math.round(i * scale * ${(n % 97) + 3}) / 100 });
  }
  return out.filter((entry) => entry.price >= 0).map((entry) => entry.label + ' $' + entry.price.toFixed(2)).join(', ');
}
`;
    parts.push(part);
    size += part.length;
    n++;
  }
  return { code: parts.join(''), count: n };
}

function firstLoadScript() {
  const { code, count } = generatedCode('menu', FIRST_LOAD_BYTES);
  return `${code}
const words = ['tacos', 'bowls', 'burgers', 'drinks', 'sides', 'desserts'];
// About one function in ten runs at start (the app runs a part of its first load too).
const all = [${Array.from({ length: count }, (_, n) => `menu${n}`).join(', ')}];
const used = [];
for (let n = 0; n < all.length; n += 10) used.push(all[n](words, n));
const grid = document.createElement('div');
grid.className = 'grid';
for (let i = 0; i < ${TILES}; i++) {
  const tile = document.createElement('button');
  tile.type = 'button';
  tile.className = 'tile';
  tile.dataset.referenceTile = '';
  tile.textContent = words[i % words.length] + ' ' + (used[i % used.length] || '').length;
  tile.addEventListener('click', () => import('./screen.js').then((screen) => screen.show(document.querySelector('main'))));
  grid.append(tile);
}
document.querySelector('main').replaceChildren(grid);
`;
}

function screenScript() {
  const { code, count } = generatedCode('screen', SCREEN_BYTES);
  return `${code}
export function show(main) {
  const section = document.createElement('section');
  section.dataset.referenceScreen = '';
  const all = [${Array.from({ length: count }, (_, n) => `screen${n}`).join(', ')}];
  const rows = [];
  for (let n = 0; n < all.length; n += 4) rows.push(all[n](['a', 'b', 'c'], n));
  for (let i = 0; i < ${ROWS}; i++) {
    const card = document.createElement('article');
    card.className = 'card';
    const title = document.createElement('h2');
    title.textContent = 'Product ' + i;
    const text = document.createElement('p');
    text.textContent = rows[i % rows.length];
    card.append(title, text);
    section.append(card);
  }
  main.replaceChildren(section);
}
`;
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<style>
body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
header { padding: 16px; background: #b3261e; color: #fff; font-weight: 700; }
.grid { display: grid; grid-template-columns: repeat(2, 1fr); gap: 12px; padding: 16px; }
.tile { min-height: 120px; border: 0; border-radius: 12px; background: #f3ede4; font: inherit; font-weight: 600; }
.card { margin: 12px 16px; padding: 12px; border-radius: 12px; background: #f3ede4; }
.card p { overflow: hidden; max-height: 4.2em; margin: 4px 0 0; }
</style>
<script type="module" src="/assets/first-load.js"></script>
</head><body><header>Reference</header><main><p>Loading…</p></main></body></html>
`;

export interface ReferenceSite {
  /** The reference page's address. */
  url: string;
  close: () => Promise<void>;
}

export async function startReferenceSite(): Promise<ReferenceSite> {
  const files: Record<string, { type: string; body: Buffer; cache: string }> = {
    '/': { type: 'text/html; charset=utf-8', body: gzipSync(PAGE), cache: 'no-cache' },
    '/assets/first-load.js': {
      type: 'text/javascript; charset=utf-8',
      body: gzipSync(firstLoadScript()),
      cache: 'public, max-age=31536000, immutable',
    },
    '/assets/screen.js': {
      type: 'text/javascript; charset=utf-8',
      body: gzipSync(screenScript()),
      cache: 'public, max-age=31536000, immutable',
    },
  };
  const server = createServer((request, response) => {
    const file = files[(request.url ?? '/').split('?')[0] ?? '/'];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': file.cache })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
