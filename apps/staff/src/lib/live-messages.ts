/** What the server sends on `/live`, checked before use. */
export type ServerMessage =
  | { type: 'authenticated'; userId: string | null }
  | { type: 'subscribed'; topic: string }
  | { type: 'snapshot'; topic: string; data: unknown }
  /** Some items of the topic changed: upserted into the last snapshot (applyLivePatch). */
  | { type: 'patch'; topic: string; data: unknown }
  | { type: 'error'; topic?: string; message: string }
  | { type: 'pong' };

export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const message = JSON.parse(raw) as { type?: unknown; topic?: unknown; message?: unknown };
    switch (message.type) {
      case 'authenticated':
      case 'pong':
        return message as ServerMessage;
      case 'subscribed':
      case 'snapshot':
      case 'patch':
        return typeof message.topic === 'string' ? (message as ServerMessage) : null;
      case 'error':
        return typeof message.message === 'string' ? (message as ServerMessage) : null;
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** Backoff after a drop: 0.5 s, 1 s, 2 s, 4 s … capped at 10 s, so staff are never blind for long. */
export function reconnectDelay(attempt: number): number {
  return Math.min(10_000, 500 * 2 ** Math.max(0, attempt));
}

export interface TopicState<T = unknown> {
  data: T | null;
  error: string | null;
  /** A snapshot or a refusal has arrived (a snapshot's data may itself be null: nothing there). */
  received: boolean;
}

export const EMPTY_TOPIC: TopicState = { data: null, error: null, received: false };
