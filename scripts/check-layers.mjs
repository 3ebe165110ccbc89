#!/usr/bin/env node
// The import directions of docs/layers.md, checked (part of `npm run lint`):
//   - each workspace imports only the workspaces below it (the table below), and never another
//     workspace's files by a relative path;
//   - packages/domain does no I/O: no `node:` module outside its testing helpers and tests;
//   - in apps/server, no two folders import each other, `import type` included (a pair means the
//     two areas are one area, or a shared part belongs below both). The pairs that existed when this
//     check was written are listed in KNOWN_SERVER_PAIRS to be taken apart; the list may only
//     shrink: a pair that is gone must leave it, a new one fails.
// Prints each problem and exits 1 when there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
// The TypeScript 5 package for its parser API (`preProcessFile`); the typecheck runs TypeScript 7,
// whose native compiler has no such API yet (decision 0086).
import ts from 'typescript-5';

/** Which workspaces each workspace may import (by package name); test files may also use the test kit. */
export const ALLOWED = {
  'packages/domain': [],
  'packages/contract': ['@orderly/domain'],
  'packages/client': ['@orderly/domain', '@orderly/contract'],
  'packages/ui': ['@orderly/domain'],
  'packages/test-kit': ['@orderly/domain', '@orderly/contract', '@orderly/client'],
  'apps/web': ['@orderly/domain', '@orderly/contract', '@orderly/client', '@orderly/ui'],
  'apps/staff': ['@orderly/domain', '@orderly/contract', '@orderly/client', '@orderly/ui'],
  'apps/server': ['@orderly/domain', '@orderly/contract', '@orderly/client'],
  e2e: ['@orderly/domain', '@orderly/contract', '@orderly/client', '@orderly/test-kit'],
  bench: ['@orderly/domain', '@orderly/contract', '@orderly/client', '@orderly/test-kit'],
};
const TEST_ONLY = ['@orderly/test-kit'];

/** Server folders that import each other today (type-only imports count): to be taken apart. */
export const KNOWN_SERVER_PAIRS = [
  'auth <-> users',
  'http <-> integrations',
  'manage <-> restaurants',
  'orders <-> restaurants',
  'orders <-> staff',
  'orders <-> users',
];

const isTest = (path) => /\.test\.tsx?$|\/testing\/|\/test\//.test(path);

/**
 * The problems in a set of files: `files` are { path (from the repository root, '/'-separated),
 * imports (the specifiers as written) }.
 */
export function layerProblems(files, knownPairs = KNOWN_SERVER_PAIRS) {
  const problems = [];
  const workspaces = Object.keys(ALLOWED);
  const workspaceOf = (path) => workspaces.find((name) => path === name || path.startsWith(`${name}/`));
  const serverFolderEdges = new Map();

  for (const file of files) {
    const workspace = workspaceOf(file.path);
    if (!workspace) continue;
    const test = isTest(file.path);
    for (const specifier of file.imports) {
      if (specifier.startsWith('@orderly/')) {
        const name = specifier.split('/').slice(0, 2).join('/');
        const allowed = ALLOWED[workspace].includes(name) || (test && TEST_ONLY.includes(name));
        if (!allowed)
          problems.push(`${file.path} imports ${specifier}: ${workspace} may not depend on ${name}`);
        else if (!test && /\/testing(\/|$)/.test(specifier))
          problems.push(`${file.path} imports ${specifier}: test fixtures are for tests`);
        continue;
      }
      if (specifier.startsWith('node:') && workspace === 'packages/domain' && !test) {
        problems.push(`${file.path} imports ${specifier}: the domain does no I/O`);
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      const target = normalize(join(dirname(file.path), specifier))
        .split(sep)
        .join('/');
      if (workspaceOf(target) !== workspace) {
        problems.push(
          `${file.path} imports ${specifier}: a relative path into another workspace (use its package)`,
        );
        continue;
      }
      if (workspace === 'apps/server' && !test) {
        const from = serverFolder(file.path);
        const to = serverFolder(target);
        if (from && to && from !== to) {
          const key = `${from}>${to}`;
          if (!serverFolderEdges.has(key)) serverFolderEdges.set(key, `${file.path} -> ${specifier}`);
        }
      }
    }
  }

  const pairs = new Set();
  for (const [key, example] of serverFolderEdges) {
    const [from, to] = key.split('>');
    const back = serverFolderEdges.get(`${to}>${from}`);
    if (!back) continue;
    const pair = [from, to].sort().join(' <-> ');
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    if (!knownPairs.includes(pair))
      problems.push(
        `apps/server: ${pair} import each other (${example}; ${back}): move the shared part below both`,
      );
  }
  for (const pair of knownPairs)
    if (!pairs.has(pair))
      problems.push(
        `apps/server: ${pair} no longer import each other: take the pair out of KNOWN_SERVER_PAIRS`,
      );
  return problems;
}

/** The folder under apps/server/src a file belongs to (undefined for the files at its top). */
function serverFolder(path) {
  const parts = path.split('/');
  return parts.length > 4 && parts[2] === 'src' ? parts[3] : undefined;
}

/** Every TypeScript source of the workspaces, with the specifiers it imports (type-only included). */
export function readSources(root) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (['node_modules', 'dist', 'test-results', 'screenshots'].includes(entry.name)) continue;
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const text = readFileSync(join(root, path), 'utf8');
        const info = ts.preProcessFile(text, true, true);
        files.push({ path, imports: info.importedFiles.map((imported) => imported.fileName) });
      }
    }
  };
  for (const workspace of Object.keys(ALLOWED)) walk(workspace);
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = readSources(root);
  const problems = layerProblems(files);
  for (const problem of problems) console.error(problem);
  console.log(
    `Layers: ${files.length} files checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
  );
  if (problems.length > 0) process.exit(1);
}
