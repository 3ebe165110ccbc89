import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LiveCaller, LiveHub, LiveSubscriber } from './live-hub.ts';

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(512).nullable() }),
  z.object({ type: z.literal('subscribe'), topic: z.string().min(1).max(200) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().min(1).max(200) }),
  z.object({ type: z.literal('ping') }),
]);

export type ResolveCaller = (token: string | null) => Promise<LiveCaller>;

/**
 * One WebSocket per client at `/live`, multiplexing subscriptions. A client may first send
 * `{type:'auth', token}` (its session token), then `{type:'subscribe', topic}` for each topic.
 */
export async function registerLiveSocket(app: FastifyInstance, hub: LiveHub, resolveCaller: ResolveCaller) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/live', { websocket: true }, (socket) => {
    let caller: LiveCaller = { userId: null };
    // Messages are handled in order, so a subscribe right after auth sees the identity.
    let queue = Promise.resolve();
    const subscriber: LiveSubscriber = {
      send: (json) => {
        if (socket.readyState === socket.OPEN) socket.send(json);
      },
    };
    const handle = async (raw: string) => {
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(raw));
      } catch {
        subscriber.send(
          JSON.stringify({
            type: 'error',
            message: 'Messages must be JSON: {"type":"subscribe","topic":"…"}',
          }),
        );
        return;
      }
      if (parsed.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (parsed.type === 'auth') {
        caller = await resolveCaller(parsed.token);
        socket.send(JSON.stringify({ type: 'authenticated', userId: caller.userId }));
      } else if (parsed.type === 'subscribe') await hub.subscribe(caller, parsed.topic, subscriber);
      else hub.unsubscribe(parsed.topic, subscriber);
    };
    socket.on('message', (raw) => {
      queue = queue.then(() => handle(String(raw))).catch(() => undefined);
    });
    socket.on('close', () => hub.unsubscribeAll(subscriber));
  });
}
