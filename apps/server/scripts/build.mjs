// Builds the server into one ES module, dist/main.js, so production runs plain Node (no TypeScript
// loader in memory). npm packages stay external (loaded from node_modules); the workspace packages
// the server imports (@orderly/domain, contract, client: TypeScript sources) are bundled in
// (docs/decisions/0062).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@orderly/'));
const domain = JSON.parse(
  readFileSync(new URL('../../../packages/domain/package.json', import.meta.url), 'utf8'),
);
external.push(...Object.keys(domain.dependencies));

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
