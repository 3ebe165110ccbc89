import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/api/health', async (_request, reply) => {
    const started = performance.now();
    try {
      await database.ping();
      return {
        status: 'ok',
        database: {
          engine: database.engine,
          state: 'up',
          latencyMs: Math.round(performance.now() - started),
        },
      };
    } catch {
      return reply
        .status(503)
        .send({ status: 'unavailable', database: { engine: database.engine, state: 'down' } });
    }
  });
}
