// Sums the gzipped JavaScript a browser loads for the first visit of a route: the entry chunk,
// the route's lazy chunk and every chunk they import statically. Usage after `vite build`:
//   node scripts/first-load-size.mjs menu-route
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
const routeName = process.argv[2] ?? 'menu-route';
const route = readdirSync(assets).find((file) => file.startsWith(`${routeName}-`) && file.endsWith('.js'));
if (!entry || !route) throw new Error(`entry ${entry} or route ${routeName} not found`);

const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(match[1]);
};
visit(entry);
visit(route);

let total = 0;
const rows = [...seen].map((file) => {
  const size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  total += size;
  return [file, size];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  first-load JS (gzip) for ${routeName}`);
