import websocket from '@fastify/websocket';
import { type ClientMessage, clientMessageSchema, closeCodes } from '@orderly/client/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { schemaOf } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import {
  defaultLiveSocketLimits,
  LiveConnections,
  type LiveSocketLimits,
  messageBudget,
  tooManyConnections,
  tooManyMessages,
  tooManyTopics,
} from './live-connections.ts';
import type { LiveCaller, LiveHub, LiveSubscriber } from './live-hub.ts';

export type ResolveCaller = (token: string | null) => Promise<LiveCaller>;

/** The answer to a plain GET /live, which is not a WebSocket upgrade (426, with `Upgrade: websocket`). */
export const notAnUpgrade = 'This address is for live updates: open it as a WebSocket.';

/** Close code of a socket whose session ended (signed out, account deleted, password reset). */
export const SESSION_ENDED_CLOSE = closeCodes.sessionEnded;

/**
 * One WebSocket per client at `/live`, multiplexing subscriptions. A client may first send
 * `{type:'auth', token}` (its session token), then `{type:'subscribe', topic}` for each topic. A
 * later `auth` (another token, or `null` to sign out) keeps only the topics the new identity may
 * follow; the others are answered with an error, as a refused subscribe is.
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  hub: LiveHub,
  resolveCaller: ResolveCaller,
  socketLimits: Partial<LiveSocketLimits> = {},
) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const limits = { ...defaultLiveSocketLimits, ...socketLimits };
  const connections = new LiveConnections(limits);
  app.addHook('onClose', async () => connections.stop());
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!connections.admits(request.ip)) {
      return reply.status(429).send({ error: { message: tooManyConnections } });
    }
  };
  /** Signed-in sockets by user: each re-checks its session when that user's sessions end. */
  const signedIn = new Map<string, Set<() => Promise<void>>>();
  const track = (userId: string | null, recheck: () => Promise<void>, on: boolean) => {
    if (!userId) return;
    const set = signedIn.get(userId) ?? new Set();
    if (on) set.add(recheck);
    else set.delete(recheck);
    if (set.size > 0) signedIn.set(userId, set);
    else signedIn.delete(userId);
  };
  app.route({
    method: 'GET',
    url: '/live',
    preHandler: admit,
    schema: schemaOf('openLiveSocket'),
    // A plain GET (no Upgrade: websocket) is told what this address is, in the product's words.
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      throw new HttpError(426, notAnUpgrade);
    },
    wsHandler: (socket, request) => {
      connections.opened(socket, request.ip);
      /** The topics this socket follows (at most limits.maxSubscriptions). */
      const followed = new Set<string>();
      let caller: LiveCaller = { userId: null };
      let token: string | null = null;
      // Messages are handled in order, so a subscribe right after auth sees the identity.
      let queue = Promise.resolve();
      const subscriber: LiveSubscriber = {
        send: (json) => {
          if (socket.readyState === socket.OPEN) socket.send(json);
        },
      };
      /**
       * Asks again, for the identity the socket holds now, about every topic it follows: those it
       * may no longer follow stop at once, and the client is told as for any refused topic.
       */
      const dropRefused = async () => {
        for (const topic of [...followed]) {
          if (await hub.allows(caller, topic)) continue;
          hub.unsubscribe(topic, subscriber);
          followed.delete(topic);
          subscriber.send(JSON.stringify({ type: 'error', topic, message: 'Not Authenticated' }));
        }
      };
      const recheckNow = async () => {
        const now = await resolveCaller(token);
        // Still signed in, but their rights may have changed (removed from a restaurant's staff).
        if (now.userId === caller.userId) return dropRefused();
        // The session is gone: nothing more of this user's reaches the socket.
        track(caller.userId, recheck, false);
        hub.unsubscribeAll(subscriber);
        caller = { userId: null };
        socket.close(SESSION_ENDED_CLOSE, 'Signed out');
      };
      /**
       * A re-check waits its turn behind the messages before it: a subscribe being answered when
       * the rights change is in `followed` by the time it runs, so it cannot slip past.
       */
      const recheck = () => {
        const done = queue.then(recheckNow);
        queue = done.catch(() => undefined);
        return done;
      };
      const handle = async (raw: string) => {
        let parsed: ClientMessage;
        try {
          parsed = clientMessageSchema.parse(JSON.parse(raw));
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
          track(caller.userId, recheck, false);
          token = parsed.token;
          caller = await resolveCaller(parsed.token);
          track(caller.userId, recheck, true);
          // A new identity (another person, or none after `token: null`) keeps only the topics it
          // may follow itself: what the previous one was allowed does not carry over.
          await dropRefused();
          socket.send(JSON.stringify({ type: 'authenticated', userId: caller.userId }));
        } else if (parsed.type === 'subscribe') {
          if (!followed.has(parsed.topic) && followed.size >= limits.maxSubscriptions) {
            const message = tooManyTopics(limits.maxSubscriptions);
            subscriber.send(JSON.stringify({ type: 'error', topic: parsed.topic, message }));
          } else if (await hub.subscribe(caller, parsed.topic, subscriber)) followed.add(parsed.topic);
        } else {
          hub.unsubscribe(parsed.topic, subscriber);
          followed.delete(parsed.topic);
        }
      };
      const withinBudget = messageBudget(limits.messagesPerMinute);
      socket.on('message', (raw) => {
        if (!withinBudget()) {
          subscriber.send(JSON.stringify({ type: 'error', message: tooManyMessages }));
          return;
        }
        queue = queue.then(() => handle(String(raw))).catch(() => undefined);
      });
      socket.on('close', () => {
        track(caller.userId, recheck, false);
        hub.unsubscribeAll(subscriber);
        // A subscribe still being answered joins the hub after this: it is let go once it has.
        queue = queue.then(() => hub.unsubscribeAll(subscriber));
      });
    },
  });
  return {
    /**
     * Sessions of this user ended, or their rights changed: its sockets whose session is gone stop
     * at once, and the others stop following what they may no longer see.
     */
    sessionsEnded: async (userId: string) => {
      await Promise.all([...(signedIn.get(userId) ?? [])].map((recheck) => recheck().catch(() => undefined)));
    },
  };
}
