import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LiveHub, LiveSubscriber } from './live-hub.ts';

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: z.string().min(1).max(200) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().min(1).max(200) }),
  z.object({ type: z.literal('ping') }),
]);

/** One WebSocket per client at `/live`, multiplexing subscriptions: `{type:'subscribe', topic}`. */
export async function registerLiveSocket(app: FastifyInstance, hub: LiveHub) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/live', { websocket: true }, (socket) => {
    const subscriber: LiveSubscriber = {
      send: (message) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      },
    };
    socket.on('message', (raw) => {
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(String(raw)));
      } catch {
        subscriber.send({
          type: 'error',
          message: 'Messages must be JSON: {"type":"subscribe","topic":"…"}',
        });
        return;
      }
      if (parsed.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (parsed.type === 'subscribe') void hub.subscribe({ userId: null }, parsed.topic, subscriber);
      else hub.unsubscribe(parsed.topic, subscriber);
    });
    socket.on('close', () => hub.unsubscribeAll(subscriber));
  });
}
