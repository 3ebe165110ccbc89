import { z } from 'zod';
import { data, failures, operation } from '../http.ts';

const databaseState = z.object({
  engine: z.enum(['pglite', 'postgres']),
  state: z.string().meta({ description: "'up' or 'down'" }),
  latencyMs: z.number().optional(),
});

export const operationsOperations = {
  getHealth: operation({
    method: 'GET',
    path: '/api/health',
    summary: 'Server and database state',
    tags: ['Operations'],
    auth: false,
    response: {
      200: z.object({ status: z.string().meta({ description: "'ok'" }), database: databaseState }),
      503: z.object({ status: z.string().meta({ description: "'unavailable'" }), database: databaseState }),
      ...failures,
    },
  }),
  getLiveness: operation({
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: the process answers',
    tags: ['Operations'],
    auth: false,
    response: { 200: z.object({ status: z.literal('ok') }), ...failures },
  }),
  getReadiness: operation({
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: database reachable, migrations applied, not shutting down (else 503)',
    tags: ['Operations'],
    auth: false,
    response: {
      200: z.object({ status: z.string().meta({ description: "'ready'" }), database: databaseState }),
      503: z.object({
        status: z.string().meta({ description: "'draining', 'unavailable' or 'migrations pending'" }),
        database: databaseState.optional(),
        migrations: z.object({ applied: z.number(), shipped: z.number(), missing: z.number() }).optional(),
      }),
      ...failures,
    },
  }),
  getOpenApi: operation({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document',
    tags: ['Operations'],
    auth: false,
    response: {
      200: z.looseObject({ openapi: z.string() }).meta({ description: 'The OpenAPI 3.1 document' }),
      ...failures,
    },
  }),
  getDevOutbox: operation({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Development only: e-mails kept by the embedded mailer and texts kept by the SMS sandbox (?to=)',
    tags: ['Operations'],
    auth: false,
    querystring: z.object({ to: z.string().trim().toLowerCase().max(254).optional() }),
    response: {
      200: data(
        z.object({
          messages: z.array(
            z.object({
              id: z.string(),
              to: z.string(),
              subject: z.string(),
              text: z.string(),
              createdAt: z.string(),
            }),
          ),
          /** The SMS sandbox's texts (decision 0095), newest first; `to` narrows them to one number. */
          texts: z.array(
            z.object({ id: z.string(), to: z.string(), body: z.string(), createdAt: z.string() }),
          ),
        }),
      ),
      ...failures,
    },
  }),
  openLiveSocket: operation({
    method: 'GET',
    path: '/live',
    summary:
      'WebSocket: {type:auth,token}, {type:subscribe,topic}; snapshots of location, menu, order, request, user and staff topics',
    tags: ['Live'],
    auth: false,
    response: {
      101: z.null().meta({ description: 'Switching to the WebSocket protocol' }),
      ...failures,
    },
  }),
};
