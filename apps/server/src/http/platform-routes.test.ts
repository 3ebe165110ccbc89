import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerContract } from './contract.ts';
import { registerPlatformRoutes } from './platform-routes.ts';

describe("the platform's root page data", () => {
  it('lists the demo links the start-up banner prints when the demo is seeded, and nothing otherwise', async () => {
    for (const demo of [true, false]) {
      const app = Fastify();
      // As the server builds it: routes declared from the contract need its compilers.
      await registerContract(app);
      registerPlatformRoutes(app, { demo });
      const answer = await app.inject({ method: 'GET', url: '/guest/platform' });
      expect(answer.statusCode).toBe(200);
      const links = answer.json().data.demoLinks as { label: string; path: string }[];
      if (demo) {
        expect(links.map((link) => link.path)).toContain('/restaurants/demo/locations/downtown');
        expect(links.map((link) => link.label)).toContain('Staff app');
      } else expect(links).toEqual([]);
      await app.close();
    }
  });
});
