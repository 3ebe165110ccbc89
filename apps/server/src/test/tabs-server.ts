import { demo } from '@orderly/test-kit';
import { signIn } from './customers.ts';
import { httpClient } from './http-client.ts';
import { startTestServer } from './test-server.ts';

/**
 * A test server whose demo downtown location keeps tabs at its tables (decision 0093, an hour's
 * idle limit), with its HTTP client and a manager's session.
 */
export async function startServerKeepingTabs() {
  const server = await startTestServer();
  const api = httpClient(server.baseUrl);
  const manager = await signIn(api, demo.manager.email);
  const saved = await api.put(
    `/api/manage/restaurants/${demo.restaurantId}/locations/${demo.downtown}`,
    { settings: { tableTabs: { enabled: true, idleCloseMinutes: 60 } } },
    { token: manager },
  );
  if (saved.status !== 200) throw new Error(`Turning tabs on answered ${saved.status}`);
  return { server, api, manager };
}
