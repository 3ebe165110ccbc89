/**
 * The live protocol at `/live`, as pure data and a pure update function (the socket around it is
 * thin, see live-connection.ts).
 *
 * Client: `{type:'subscribe', topic}` / `{type:'unsubscribe', topic}`.
 * Server: `{type:'subscribed', topic}`, `{type:'snapshot', topic, data}` (the topic's whole state,
 * on subscribe and after every change), `{type:'error', topic, message}`.
 */

export type ServerMessage =
  | { type: 'subscribed'; topic: string }
  | { type: 'snapshot'; topic: string; data: unknown }
  | { type: 'error'; topic?: string; message: string }
  | { type: 'pong' };

export interface TopicState {
  /** The latest snapshot, undefined until the first one arrives. */
  data: unknown;
  /** True once a snapshot or an error has answered the subscription. */
  answered: boolean;
  error: string | null;
}

export const EMPTY_TOPIC: TopicState = Object.freeze({ data: undefined, answered: false, error: null });

export function parseServerMessage(raw: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || !('type' in value)) return null;
  const message = value as { type: unknown; topic?: unknown; message?: unknown };
  switch (message.type) {
    case 'subscribed':
    case 'snapshot':
      return typeof message.topic === 'string' ? (value as ServerMessage) : null;
    case 'error':
      return typeof message.message === 'string' ? (value as ServerMessage) : null;
    case 'pong':
      return { type: 'pong' };
    default:
      return null;
  }
}

/** The topic's next state after a message, or null when the message does not change it. */
export function nextTopicState(current: TopicState, message: ServerMessage): TopicState | null {
  if (message.type === 'snapshot') return { data: message.data, answered: true, error: null };
  if (message.type === 'error') return { ...current, answered: true, error: message.message };
  return null;
}

/** Reconnect delay: doubling from half a second up to 15 s, with jitter so clients do not stampede. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}
