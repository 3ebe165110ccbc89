import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';

/**
 * Who may call a route, decided before its body is read and before its params, query or body are
 * validated (decision 0069): a gate throws an HttpError (403, or 404 where the record is hidden)
 * for a caller who may not, so a refused caller never learns a field name from a 400. A gate reads
 * the session (`userOf`) and the ids of the path (`pathId`), nothing else of the request.
 */
export type Gate = (request: FastifyRequest) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's gate (see route-gates.ts), run after the session hook and the rate limit. */
    gate?: Gate;
  }
}

/** Runs `gate` in the route's onRequest hooks, after those already there (session, rate limit). */
export function addGate(route: RouteOptions, gate: Gate) {
  const before = route.onRequest ? [route.onRequest].flat() : [];
  route.onRequest = [
    ...before,
    async (request: FastifyRequest) => {
      await gate(request);
    },
  ];
}

/**
 * Installs each route's declared gate (`config.gate`, given to `route()`). Register after the
 * session hook and the rate limits, whose per-route hooks must run first.
 */
export function registerRouteGates(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const gate = route.config?.gate;
    if (gate) addGate(route, gate);
  });
}

/**
 * One id of the path, read by the route's own schema for it (trimmed, length-checked): null when
 * the path has no such parameter or it is not a well-formed id (no record has that id). The only
 * part of a request a gate parses; the rest is validated after the gate let the caller through.
 */
export function pathId(request: FastifyRequest, name: string): string | null {
  const raw = (request.params as Record<string, unknown> | undefined)?.[name];
  const params = request.routeOptions.schema?.params as z.ZodObject | undefined;
  const schema = params?.shape?.[name] as z.ZodType | undefined;
  if (typeof raw !== 'string' || !schema) return null;
  const parsed = schema.safeParse(raw);
  return parsed.success && typeof parsed.data === 'string' ? parsed.data : null;
}
