import type { DocumentProblem } from './references.ts';

/** Half of a surrogate pair, which is no character: JSON may escape one ("\ud800"), jsonb refuses it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text holds what PostgreSQL cannot store in text or jsonb: U+0000 or half of a surrogate pair. */
export const isUnstorableText = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

export const unstorableTextMessage =
  'holds a character that cannot be saved (U+0000, or half of a surrogate pair)';

/** A key as a path may show it: what cannot be stored is shown as U+FFFD. */
const shown = (key: string) =>
  key.replaceAll('\u0000', '\uFFFD').replace(new RegExp(loneSurrogate, 'g'), '\uFFFD');

/** Stands on the walk's stack for a key that cannot be stored (found in document order). */
const unstorableKey = Symbol('unstorable key');

/** A place in the walked value: its key and the place it is in (paths are built only for what is found). */
interface Place {
  key: string | number;
  parent: Place | null;
}

const pathOf = (place: Place | null): DocumentProblem['path'] => {
  const path: DocumentProblem['path'] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Where a value read from a JSON file holds text no database stores, as paths (a string's own, or
 * its object's plus the key for a key): a file's `\u0000` and `\ud800` escapes pass the request's
 * guards, which see only the file's characters, and would fail the write. Walked without recursion
 * and in time linear in the value's size (a file may nest deeply); at most `limit` paths, in
 * document order.
 */
export function unstorableTextPaths(value: unknown, limit = 20): DocumentProblem['path'][] {
  const found: DocumentProblem['path'][] = [];
  const stack: { value: unknown; place: Place | null }[] = [{ value, place: null }];
  while (stack.length > 0 && found.length < limit) {
    const { value: current, place } = stack.pop()!;
    if (current === unstorableKey || (typeof current === 'string' && isUnstorableText(current))) {
      found.push(pathOf(place));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], place: { key: index, parent: place } });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        if (isUnstorableText(key)) {
          stack.push({ value: unstorableKey, place: { key: shown(key), parent: place } });
        } else stack.push({ value: item, place: { key, parent: place } });
      }
    }
  }
  return found;
}

/** The problems of a document's unstorable text, one per place. */
export function unstorableTextProblems(value: unknown): DocumentProblem[] {
  return unstorableTextPaths(value).map((path) => ({
    path,
    message: `This ${unstorableTextMessage}: remove it.`,
  }));
}
