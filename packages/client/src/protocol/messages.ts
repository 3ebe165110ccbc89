/**
 * The messages of the live protocol at `/live`, as types (no runtime code: the browser imports this
 * without zod; the server checks what it receives with ./schemas.ts, which these types match).
 *
 * Client: `{type:'auth', token}` first if signed in, then `{type:'subscribe'|'unsubscribe', topic}`,
 * and `{type:'ping'}`.
 * Server: `{type:'authenticated', userId}` (null: the token was not recognised), `{type:'subscribed',
 * topic}`, `{type:'snapshot', topic, data}` (the topic's whole state, on subscribe and after changes),
 * `{type:'patch', topic, data}` (some items of it, in order after the snapshot), `{type:'error',
 * topic?, message}`, `{type:'pong'}`.
 */
export type ClientMessage =
  | { type: 'auth'; token: string | null }
  | { type: 'subscribe'; topic: string }
  | { type: 'unsubscribe'; topic: string }
  | { type: 'ping' };

export type ServerMessage =
  | { type: 'authenticated'; userId: string | null }
  | { type: 'subscribed'; topic: string }
  | { type: 'snapshot'; topic: string; data: unknown }
  | { type: 'patch'; topic: string; data: unknown }
  | { type: 'error'; topic?: string; message: string }
  | { type: 'pong' };

/** The messages about one topic's state. */
export type TopicMessage =
  | Extract<ServerMessage, { type: 'subscribed' | 'snapshot' | 'patch' }>
  | { type: 'error'; topic: string; message: string };
