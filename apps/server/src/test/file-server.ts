import { afterAll, beforeAll } from 'vitest';
import { httpClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * A test file's own server: started before the file's tests (with these options) and closed after
 * them. `server` and `api` (a client of it) may be named at the top of the file and read the
 * started server from the first hook or test on.
 */
export function serverForFile(options?: Parameters<typeof startTestServer>[0]) {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error("The file's server is read before it started (read it in a hook or test).");
    return started;
  };
  const server = new Proxy({} as TestServer, { get: (_, key) => Reflect.get(current(), key) });
  return { server, api: httpClient(() => current().baseUrl) };
}
