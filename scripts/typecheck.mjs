#!/usr/bin/env node
// Typechecks every workspace that has a `typecheck` script, as many at a time as the machine has
// cores (tsc uses one): on two cores the ten checks take about half as long as one after another.
// Each workspace's output is printed whole when it finishes; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const folders = [];
for (const pattern of workspaces) {
  const parent = pattern.endsWith('/*') ? pattern.slice(0, -2) : undefined;
  const candidates = parent ? readdirSync(join(root, parent)).map((name) => join(parent, name)) : [pattern];
  for (const folder of candidates) {
    try {
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      if (manifest.scripts?.typecheck) folders.push(folder);
    } catch {
      // Not a workspace (no package.json).
    }
  }
}

// The largest projects first, so the last one to start is a small one.
const weight = (folder) => (folder.startsWith('apps/') ? 0 : folder === 'packages/domain' ? 1 : 2);
folders.sort((a, b) => weight(a) - weight(b));

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const started = Date.now();
let failed = 0;

function check(folder) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', '.'], { cwd: join(root, folder) });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`ok   ${folder} (${seconds} s)`);
      } else {
        failed += 1;
        console.log(`FAIL ${folder} (${seconds} s)\n${output}`);
      }
      resolve();
    });
  });
}

const queue = [...folders];
const workers = Array.from(
  { length: Math.min(queue.length, Math.max(2, availableParallelism())) },
  async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) await check(folder);
  },
);
await Promise.all(workers);
console.log(
  `${folders.length - failed} of ${folders.length} workspaces typecheck (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed > 0 ? 1 : 0);
