import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A built app's index.html as the server read it, and the CSP hashes of its inline code. */
export interface AppIndex {
  html: string;
  /** `'sha256-…'` of each inline <script> (the boot, first-images and splash scripts). */
  scriptHashes: string[];
  /** `'sha256-…'` of each inline <style> (the main stylesheet). */
  styleHashes: string[];
}

const read = new Map<string, AppIndex>();

const hash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The hashes a Content-Security-Policy needs to let exactly these inline scripts and styles run. */
export function inlineHashes(html: string): Pick<AppIndex, 'scriptHashes' | 'styleHashes'> {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? '') && (match[2] ?? '') !== '')
    .map((match) => hash(match[2] ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) =>
    hash(match[1] ?? ''),
  );
  return { scriptHashes: [...new Set(scripts)], styleHashes: [...new Set(styles)] };
}

/**
 * The app's index.html in `folder`, read once (the page served and the hashes in the CSP header
 * always come from the same read); null while the app is not built.
 */
export function appIndex(folder: string): AppIndex | null {
  const file = join(folder, 'index.html');
  let index = read.get(file);
  if (!index && existsSync(file)) {
    const html = readFileSync(file, 'utf8');
    index = { html, ...inlineHashes(html) };
    read.set(file, index);
  }
  return index ?? null;
}
