import type { LiveSnapshots, LiveTopicKind } from '@orderly/contract';

declare const snapshotType: unique symbol;

/**
 * A topic's name, carrying the type of its snapshot (from the contract's `LiveSnapshots`), so
 * watching it (`useLive(topics.order(id))`) infers what arrives. At run time a plain string.
 */
export type LiveTopic<Snapshot> = string & { readonly [snapshotType]?: Snapshot };

/** The snapshot type a topic carries. */
export type SnapshotOf<Topic> = Topic extends LiveTopic<infer Snapshot> ? Snapshot : unknown;

/**
 * The live topics, built in one place (the server authorises and reads them by their prefix, see
 * apps/server/src/topic-providers.ts):
 *   location:{restaurantId}:{locationId}  anyone      settings (opening, paused ordering)
 *   menu:{restaurantId}:{locationId}      anyone      the catalogue (sold out)
 *   order:{orderId}                       its customer or the restaurant's staff (guests follow `tracking:`)
 *   request:{requestId}                   anyone holding the id (the table's browser)
 *   tracking:{token}                      anyone holding the order's tracking link
 *   user:{userId}                         that user   profile and per-restaurant data
 *   staff:{restaurantId}:{locationId}     its staff   the order and request queue, patched by item
 *   tab:{visitToken}                      a guest holding a table visit's token: its running tab
 *   tables:{restaurantId}:{locationId}    its staff   the open table visits, paid and owed
 */
export const topics = {
  location: (restaurantId: string, locationId: string) =>
    `location:${restaurantId}:${locationId}` as LiveTopic<LiveSnapshots['location']>,
  menu: (restaurantId: string, locationId: string) =>
    `menu:${restaurantId}:${locationId}` as LiveTopic<LiveSnapshots['menu']>,
  order: (orderId: string) => `order:${orderId}` as LiveTopic<LiveSnapshots['order']>,
  request: (requestId: string) => `request:${requestId}` as LiveTopic<LiveSnapshots['request']>,
  tracking: (token: string) => `tracking:${token}` as LiveTopic<LiveSnapshots['tracking']>,
  user: (userId: string) => `user:${userId}` as LiveTopic<LiveSnapshots['user']>,
  staff: (restaurantId: string, locationId: string) =>
    `staff:${restaurantId}:${locationId}` as LiveTopic<LiveSnapshots['staff']>,
  tab: (visitToken: string) => `tab:${visitToken}` as LiveTopic<LiveSnapshots['tab']>,
  tables: (restaurantId: string, locationId: string) =>
    `tables:${restaurantId}:${locationId}` as LiveTopic<LiveSnapshots['tables']>,
} as const satisfies { [K in LiveTopicKind]: (...ids: string[]) => LiveTopic<LiveSnapshots[K]> };

export type TopicKind = keyof typeof topics;

/** How many ids follow each topic's prefix. */
export const topicParts: Record<TopicKind, number> = {
  location: 2,
  menu: 2,
  order: 1,
  request: 1,
  tracking: 1,
  user: 1,
  staff: 2,
  tab: 1,
  tables: 2,
};

/**
 * What the server publishes when a table visit changes (a guest joined, a round was sent or moved
 * on, the visit closed): every `tab:{token}` of the visit follows it. Not a topic a browser watches.
 */
export const visitChanges = (visitId: string) => `visit:${visitId}`;

/** Everything a table visit's change is published to: its guests' tabs and its location's staff. */
export const visitPublications = (visit: { id: string; restaurantId: string; locationId: string }) => [
  visitChanges(visit.id),
  topics.tables(visit.restaurantId, visit.locationId),
];

/** The items of a staff queue a change names (`staff:r:l#order:42`): sent to the queue as a patch. */
export const queueItems = {
  order: (orderId: string) => `order:${orderId}`,
  request: (requestId: string) => `request:${requestId}`,
  alert: (alertId: string) => `alert:${alertId}`,
} as const;

/** A change of one item of a topic, e.g. `keyed(topics.staff(r, l), queueItems.order(id))`. */
export const keyed = (topic: string, key: string) => `${topic}#${key}`;

/** One part of a topic: an id, never blank, a separator or a control character. */
const topicPart = /^[^\s#:\p{Cc}]{1,100}$/u;

/** A topic's prefix and ids, or null when it is malformed (`kinds` maps known prefixes to part counts). */
export function parseTopic(
  topic: string,
  kinds: Record<string, { parts: number }> | Record<string, number> = topicParts,
): { kind: string; parts: string[] } | null {
  const [kind = '', ...parts] = topic.split(':');
  if (!Object.hasOwn(kinds, kind)) return null;
  const known = kinds[kind];
  const count = typeof known === 'number' ? known : known?.parts;
  if (parts.length !== count || !parts.every((part) => topicPart.test(part))) return null;
  return { kind, parts };
}

/** Close codes the server ends a live socket with. */
export const closeCodes = {
  /** The instance is shutting down: reconnect at once (the balancer sends the socket elsewhere). */
  goingAway: 1001,
  /** The socket's session ended (signed out, account deleted, password reset). */
  sessionEnded: 4401,
} as const;
