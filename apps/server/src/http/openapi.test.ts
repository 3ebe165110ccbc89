import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { operations } from './openapi.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the OpenAPI document', () => {
  it('is served and documents every registered API route', async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');

    const documented = new Set(
      operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`),
    );
    const registered = server.routes
      .filter((route) => /^\/(api|guest|sandbox|live|dev)/.test(route.url))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(30);
    for (const route of registered) expect(documented, route).toContain(route);
    expect(document.paths['/api/create_order_v2']?.post).toHaveProperty('requestBody');
  });
});
