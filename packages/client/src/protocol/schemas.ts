import { z } from 'zod';
import type { ClientMessage, ServerMessage } from './messages.ts';

const topic = z.string().min(1).max(200);

/** What a client may send; the server parses every message with it. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(512).nullable() }),
  z.object({ type: z.literal('subscribe'), topic }),
  z.object({ type: z.literal('unsubscribe'), topic }),
  z.object({ type: z.literal('ping') }),
]);

/** What the server sends: its tests check every message they receive with it (apps/server/src/test/live-client.ts). */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticated'), userId: z.string().nullable() }),
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('snapshot'), topic: z.string(), data: z.unknown() }),
  z.object({ type: z.literal('patch'), topic: z.string(), data: z.unknown() }),
  z.object({ type: z.literal('error'), topic: z.string().optional(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);

// The hand-written types (./messages.ts) and the schemas must agree, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const clientTypesAgree: Same<z.infer<typeof clientMessageSchema>, ClientMessage> = true;
const serverTypesAgree: Same<z.infer<typeof serverMessageSchema>, ServerMessage> = true;
void clientTypesAgree;
void serverTypesAgree;
