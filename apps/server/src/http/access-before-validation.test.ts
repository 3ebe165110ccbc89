import { operations as contract, type Operation, type OperationName } from '@orderly/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ManageCallers, manageCallers } from '../manage/manager-access.testing.ts';
import { type Access, accessTable, type Call } from '../test/access-table.ts';
import type { TestResponse } from '../test/http-client.ts';
import { type RouteCallers, readsAsSentence, routeCallers } from '../test/route-callers.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Authorization before validation (issue 29): every operation of the served OpenAPI document,
 * called by each kind of caller the access rules know with an empty body and no query. A caller
 * who may not use the operation is refused (401 without a session, 403, or 404 where the record is
 * hidden) and never learns a field name from a 400; a caller who may gets the field's sentence
 * (400) when the operation needs input, and nobody gets a 5xx.
 */
let server: TestServer;
let callers: RouteCallers;
/** The back office's callers: among them a manager of the demo's Kitsilano location only. */
let manage: ManageCallers;
beforeAll(async () => {
  server = await startTestServer({ rival: true, edge: { rateLimits: { enabled: true, factor: 1_000_000 } } });
  callers = await routeCallers(server);
  manage = await manageCallers(server);
});
afterAll(() => server?.close());

type Role =
  | 'nobody'
  | 'customer'
  | 'another customer'
  | 'staff'
  | 'manager'
  | "the rival's staff"
  | "the rival's manager"
  | 'a manager of another location';
const roles: Role[] = [
  'nobody',
  'customer',
  'another customer',
  'staff',
  'manager',
  "the rival's staff",
  "the rival's manager",
  'a manager of another location',
];

const tokenOf = (role: Role): string | null =>
  ({
    nobody: null,
    customer: callers.customer.token,
    'another customer': callers.otherCustomer.token,
    staff: callers.staffToken,
    manager: callers.managerToken,
    "the rival's staff": callers.rivalStaffToken,
    "the rival's manager": callers.rivalManagerToken,
    'a manager of another location': manage.kitsManager,
  })[role];

/** Staff and managers of the demo restaurant (a manager is staff too). */
const demoStaff = (role: Role) => role === 'staff' || role === 'manager';
const rivalStaff = (role: Role) => role === "the rival's staff" || role === "the rival's manager";

/**
 * Back-office operations whose body names the locations they touch (a staff member's): a manager of
 * some locations may use them for those, so an empty body is theirs to be told about.
 */
const locationsInBody = new Set<OperationName>(['inviteStaffMember', 'updateStaffMember']);

/** Owned records staff of the order's location may read too. */
const staffMaySee = new Set<OperationName>(['getOrder']);

/**
 * The statuses a refused caller may get, or null when the caller may use the operation. The
 * restaurant or record is named in the path ("path-scoped": a manager's restaurant, an order) or
 * only in the body or query (a staff member names their own location there): with an empty body,
 * staff of any restaurant may use the latter and are told what is missing.
 */
function refusal(
  name: OperationName,
  access: Access,
  pathScoped: boolean,
  role: Role,
): number[] | null | 'as the full request' {
  if (access === 'public') return null;
  if (role === 'nobody') return [401];
  // A manager of Kitsilano only may use some back-office and staff operations on the demo, not
  // others (Downtown's, or what every location shares): refused the empty request exactly when
  // refused the full one.
  if (role === 'a manager of another location') {
    if ((access === 'staff' && !pathScoped) || locationsInBody.has(name)) return null;
    if (access === 'staff' || access === 'manager') return 'as the full request';
    if (access === 'owner' && pathScoped) return [403, 404];
    return null;
  }
  switch (access) {
    case 'signed-in':
      return null;
    case 'owner':
      if (!pathScoped || role === 'customer') return null;
      if (staffMaySee.has(name) && demoStaff(role)) return null;
      return [403, 404];
    case 'staff':
      if (demoStaff(role) || (!pathScoped && rivalStaff(role))) return null;
      return [403, 404];
    case 'manager':
      return role === 'manager' ? null : [403];
  }
}

/** Whether the operation's schemas refuse an empty body and no query (its caller must send something). */
function needsInput(operation: Operation): boolean {
  return [operation.body, operation.querystring].some((schema) => schema && !schema.safeParse({}).success);
}

/** The access table's well-formed request, body and query included. */
async function sendCall(call: Call, token: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${call.path}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  await response.arrayBuffer();
  return response.status;
}

async function send(method: string, path: string, token: string | null, body: 'none' | '{}') {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body === '{}') headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: body === '{}' ? '{}' : undefined,
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body: json } as TestResponse;
}

/** An operation of the contract, its access entry and whether its path names the record. */
const walked = Object.entries(contract).map(([key, operation]: [string, Operation]) => {
  const name = key as OperationName;
  const entry = accessTable[`${operation.method} ${operation.path}`];
  return { name, operation, entry, pathScoped: operation.path.includes(':') };
});
/**
 * The operations that end a session go last (the callers' sessions serve every other one first),
 * and of those the ones an empty body would not stop (sign-out) at the very end.
 */
const endsAt = ({ entry, operation }: (typeof walked)[number]) =>
  entry?.endsSession ? (needsInput(operation) ? 1 : 2) : 0;
walked.sort((a, b) => endsAt(a) - endsAt(b));

/** The answer to one call, or what is wrong with it. */
async function problemOf(
  { name, operation, entry, pathScoped }: (typeof walked)[number],
  role: Role,
  body: 'none' | '{}',
): Promise<string | null> {
  if (!entry) return `${name} has no access entry`;
  const path = entry.call(callers).path.split('?')[0] ?? '';
  // The sandbox card provider reads the Authorization header as its own API key, not as a session.
  if (name === 'createSandboxToken' && role !== 'nobody') return null;
  const token = tokenOf(role);
  const response = await send(operation.method, path, token, body);
  const rule = refusal(name, entry.access, pathScoped, role);
  const refused =
    rule === 'as the full request'
      ? (await sendCall(entry.call(callers), token)) === 403
        ? [403, 404]
        : null
      : rule;
  const what = `${operation.method} ${path} as ${role}, body ${body}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
  if (response.status >= 500) return `${what}: a fault`;
  if (response.status >= 400 && !readsAsSentence(response.body?.error?.message))
    return `${what}: not a sentence`;
  if (refused) {
    return refused.includes(response.status) ? null : `${what}: expected a refusal (${refused.join('/')})`;
  }
  if ([401, 403].includes(response.status)) return `${what}: refused a caller who may use it`;
  // 415 for an upload sent as JSON: it says what to send too.
  const told = body === '{}' && operation.method !== 'GET' ? [400, 415] : [400];
  if (needsInput(operation) && !told.includes(response.status))
    return `${what}: expected 400 naming what is missing`;
  return null;
}

describe('authorization before validation', () => {
  it('walks every operation of the served OpenAPI document', async () => {
    const document = await send('GET', '/api/openapi.json', null, 'none');
    const documented = Object.entries(
      document.body.paths as Record<string, Record<string, { operationId: string }>>,
    )
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(
          ([method, { operationId }]) => `${operationId} ${method.toUpperCase()} ${path}`,
        ),
      )
      .sort();
    const walking = walked
      .map(
        ({ name, operation }) => `${name} ${operation.method} ${operation.path.replace(/:(\w+)/g, '{$1}')}`,
      )
      .sort();
    expect(walking).toEqual(documented);
  });

  // One test per operation; the callers' requests to it run side by side.
  for (const operation of walked) {
    it(`${operation.name}: refused callers are refused before their body is read; the others are told what is missing`, async () => {
      // GETs have no body; sign-out is called once per caller (its first call ends the session).
      const once = operation.operation.method === 'GET' || endsAt(operation) === 2;
      const bodies = once ? (['none'] as const) : (['none', '{}'] as const);
      const problems = await Promise.all(
        roles.flatMap((role) => bodies.map((body) => problemOf(operation, role, body))),
      );
      expect(problems.filter(Boolean)).toEqual([]);
    });
  }
});
