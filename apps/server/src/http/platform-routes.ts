import type { FastifyInstance } from 'fastify';
import { demoLinks } from '../startup-banner.ts';
import { route } from './contract.ts';

/**
 * GET /guest/platform: what the platform's root page (`/`) may show to anyone. Nothing private:
 * with the demo, the links the start-up banner prints; otherwise nothing (the page then says how a
 * diner reaches their restaurant).
 */
export function registerPlatformRoutes(app: FastifyInstance, options: { demo: boolean }) {
  const answer = { data: { demoLinks: options.demo ? demoLinks : [] } };
  route(app, 'getPlatform', async () => answer);
}
