import { setTimeout as sleep } from 'node:timers/promises';
import { closeCodes } from '@orderly/client/protocol';
import type { FastifyInstance } from 'fastify';
import type { InstanceState } from '../http/health.ts';

export interface ShutdownTiming {
  /**
   * How long readiness answers 503 while the instance still serves, so the balancer's health
   * checks take it out of rotation before it stops accepting connections (0: close at once).
   */
  drainMs: number;
  /** How long requests in flight may take to finish once the instance stops accepting connections. */
  timeoutMs: number;
}

/** WebSocket close code 1001 'going away': the live clients reconnect at once (through the balancer). */
export const GOING_AWAY = closeCodes.goingAway;

/**
 * Stops this instance gracefully: readiness turns 503 at once; after `drainMs` the live sockets are
 * told to reconnect elsewhere (1001), no new connection is accepted (a request on a kept-alive
 * connection gets 503), requests in flight finish (checkouts included) within `timeoutMs` (then
 * their connections are cut), and the app's own close hooks stop the payment reconciler, the staff
 * presence timers and the live hub. Resolves true if everything in flight finished in time.
 */
export async function shutDownGracefully(app: FastifyInstance, state: InstanceState, timing: ShutdownTiming) {
  state.draining = true;
  app.log.info({ drainMs: timing.drainMs, timeoutMs: timing.timeoutMs }, 'shutting down: draining');
  if (timing.drainMs > 0) await sleep(timing.drainMs);
  const sockets = (
    app as { websocketServer?: { clients: Set<{ close(code: number, reason: string): void }> } }
  ).websocketServer?.clients;
  for (const socket of sockets ?? []) socket.close(GOING_AWAY, 'Server restarting');
  const closed = app.close().then(() => true);
  // Kept-alive connections whose requests finish are closed as they turn idle (Node closes only
  // those idle when the server stops listening).
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 50);
  const inTime = await Promise.race([closed, sleep(timing.timeoutMs, false, { ref: false })]);
  clearInterval(idleSweep);
  if (!inTime) {
    app.log.warn('shutting down: requests still in flight after the time limit; cutting their connections');
    app.server.closeAllConnections();
    await closed;
  }
  return inTime;
}
