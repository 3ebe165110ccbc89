import type { TopicMessage } from './protocol/messages.ts';

/** What a client knows of one live topic. */
export interface TopicState<T = unknown> {
  /** The latest state: undefined until the first snapshot arrives. */
  data: T | undefined;
  /** A snapshot or a refusal has answered the subscription. */
  answered: boolean;
  /** The server's refusal (unknown topic, not allowed), cleared by the next snapshot. */
  error: string | null;
  /**
   * The data follows the current subscription's snapshot, so patches may apply to it. False after
   * a (re)subscription until its snapshot arrives: the data shown meanwhile is kept, but patches
   * read before that snapshot are stale and ignored (the snapshot holds what they held).
   */
  synced: boolean;
}

/** A topic before anything arrived (shared: never mutate it). */
export const EMPTY_TOPIC: TopicState<never> = {
  data: undefined,
  answered: false,
  error: null,
  synced: false,
};

/** The client (re)subscribed to the topic (after a reconnect, say): a catch-up snapshot is on its way. */
export interface Resubscribed {
  type: 'resubscribed';
  topic: string;
}

/**
 * How a patch applies to the data it follows (the staff app passes `applyLivePatch` from
 * @orderly/domain: lists upserted by id, newest first). Only topics that send patches need one, so
 * the customer app, which watches none, does not load it.
 */
export type Merge = <T>(data: T, patch: unknown) => T;

/**
 * A topic's next state after a message (the reconcile step, apart from the socket): a snapshot
 * replaces the state, patches apply in order (with `merge`) on top of the snapshot they follow, a
 * patch with no snapshot of the current subscription under it is stale and ignored, an error keeps
 * the data. Returns the same object when nothing changed, so a store can skip re-rendering.
 */
export function apply<T>(
  state: TopicState<T>,
  message: TopicMessage | Resubscribed,
  merge?: Merge,
): TopicState<T> {
  const { type } = message;
  if (type === 'snapshot') return { data: message.data as T, answered: true, error: null, synced: true };
  if (type === 'error') return { ...state, answered: true, error: message.message };
  if (type === 'resubscribed') return state.synced ? { ...state, synced: false } : state;
  // A patch: only on top of the current subscription's snapshot.
  return type === 'patch' && merge && state.synced && state.data != null
    ? { ...state, data: merge(state.data, message.data) }
    : state;
}
