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
  /**
   * A `Link` header asking for the page's module scripts (its `<link rel="modulepreload">`s), or
   * null: the browser asks for them as the headers arrive, before it parses a byte of the page.
   */
  preloadHeader: string | null;
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

/** The `Link` header value of the page's `<link rel="modulepreload" crossorigin href="/…">` tags. */
export function modulePreloadHeader(html: string): string | null {
  const links = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\brel="modulepreload"/i.test(tag))
    .map((tag) => /\bhref="(\/[^"<>\s]+)"/i.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href))
    .map((href) => `<${href}>; rel=modulepreload; crossorigin`);
  return links.length > 0 ? links.join(', ') : null;
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
    index = { html, ...inlineHashes(html), preloadHeader: modulePreloadHeader(html) };
    read.set(file, index);
  }
  return index ?? null;
}
