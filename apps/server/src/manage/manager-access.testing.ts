import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { staffMembers, users } from '../db/schema.ts';
import { createDevAccounts } from '../demo/demo.ts';
import { signIn } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { httpClient } from '../test/http-client.ts';
import { hashTestPassword } from '../test/test-passwords.ts';
import { rivalAccounts, type TestServer } from '../test/test-server.ts';

/**
 * Who calls the back office in its tests: the demo's manager and staff, the rival restaurant's
 * manager (a manager, of another restaurant), a manager of the demo's Kitsilano location only and
 * the demo's customer (a session that holds no role).
 * The server must have been started with `{ rival: true }`.
 */
export async function manageCallers(server: TestServer) {
  const rivalManager = rivalAccounts.find((account) => account.role === 'manager')!;
  const api = httpClient(server.baseUrl);
  const password = 'secret123';
  await createDevAccounts(
    server.database.db,
    'demo',
    [
      {
        email: 'kits-manager@demo.test',
        password,
        name: 'Kits Manager',
        phoneNumber: '6045550002',
        role: 'manager',
      },
    ],
    hashTestPassword,
  );
  const [kits] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'kits-manager@demo.test'));
  await server.database.db
    .update(staffMembers)
    .set({ locationIds: ['kitsilano'] })
    .where(and(eq(staffMembers.userId, kits?.id ?? ''), eq(staffMembers.restaurantId, 'demo')));
  return {
    api,
    manager: await signIn(api, 'manager@demo.test'),
    staff: await signIn(api, 'staff@demo.test'),
    // The rival restaurant's manager comes with it (test-server.ts).
    rivalManager: await signIn(api, rivalManager.email, rivalManager.password),
    kitsManager: await signIn(api, 'kits-manager@demo.test', password),
    customer: await signIn(api, 'customer@demo.test'),
  };
}

export type ManageCallers = Awaited<ReturnType<typeof manageCallers>>;

/**
 * A back-office test file's own server (with the rival restaurant), a client of it, and its callers
 * signed in before the file's tests. Like `serverForFile`, all may be named at the top of the file
 * and are read from the first hook or test on.
 */
export function manageServerForFile() {
  const { server, api } = serverForFile({ rival: true });
  let signedIn: ManageCallers | undefined;
  beforeAll(async () => {
    signedIn = await manageCallers(server);
  });
  const current = () => {
    if (!signedIn)
      throw new Error('The callers are read before they signed in (read them in a hook or test).');
    return signedIn;
  };
  const callers = new Proxy({} as ManageCallers, { get: (_, key) => Reflect.get(current(), key) });
  return { server, api, callers };
}

/** What `expectRefusals` answers for a call only the restaurant's managers may make. */
export const refusedToAllButManagers = {
  nobody: { status: 401, message: 'Not Authenticated' },
  staff: { status: 403, message: 'Only managers of this restaurant can do that.' },
  customer: { status: 403, message: 'Only managers of this restaurant can do that.' },
  'rival manager': { status: 403, message: 'Only managers of this restaurant can do that.' },
};

/**
 * Makes a back-office call as everyone who must be refused: no session (401), the demo's staff, its
 * customer and the rival's manager (403); answers each one's status and message, to compare with
 * `refusedToAllButManagers`.
 */
export async function expectRefusals(callers: ManageCallers, method: string, path: string, body?: unknown) {
  const { api } = callers;
  const results: Record<string, { status: number; message: unknown }> = {};
  for (const [who, token] of [
    ['nobody', null],
    ['staff', callers.staff],
    ['customer', callers.customer],
    ['rival manager', callers.rivalManager],
  ] as const) {
    const response = await api.request(method, path, { body, token });
    results[who] = { status: response.status, message: response.body?.error?.message };
  }
  return results;
}

/** A location a manager adds to the demo (a body for the locations route, valid in every field). */
export const gastownLocation = {
  id: 'gastown',
  locationName: 'Gastown',
  address: '1 Water St, Vancouver, BC',
  latLng: { lat: 49.2843, lng: -123.1047 },
  timeZone: 'America/Vancouver',
  phoneNumber: '6045550199',
};
