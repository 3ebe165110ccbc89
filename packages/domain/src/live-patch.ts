/** An item of a live topic's list: identified by id, listed newest first by createdAt. */
interface ListItem {
  id: string;
  createdAt?: string;
}

const isList = (value: unknown): value is ListItem[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'string');

const newestFirst = (a: ListItem, b: ListItem) =>
  a.createdAt === b.createdAt ? 0 : (a.createdAt ?? '') < (b.createdAt ?? '') ? 1 : -1;

/**
 * A live patch applied to the snapshot it follows: each list in the patch (orders, requests, …)
 * has its items replaced or added by id and stays newest first; any other field (serverTime) is
 * replaced. The server sends patches in order after the snapshot, so the patched item is always
 * the newer one.
 */
export function applyLivePatch<T>(snapshot: T, patch: unknown): T {
  if (typeof snapshot !== 'object' || snapshot === null || typeof patch !== 'object' || patch === null) {
    return snapshot;
  }
  const next: Record<string, unknown> = { ...(snapshot as Record<string, unknown>) };
  for (const [field, value] of Object.entries(patch)) {
    const current = next[field];
    if (!isList(value) || !isList(current)) {
      next[field] = value;
      continue;
    }
    const patched = new Map(value.map((item) => [item.id, item]));
    const kept = current.map((item) => patched.get(item.id) ?? item);
    const known = new Set(current.map((item) => item.id));
    const added = value.filter((item) => !known.has(item.id));
    next[field] = added.length === 0 ? kept : [...added, ...kept].sort(newestFirst);
  }
  return next as T;
}
