import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { accessTable } from '../test/access-table.ts';
import { signIn, signUpCustomer } from '../test/customers.ts';
import { type RouteCallers, readsAsSentence, routeCallers } from '../test/route-callers.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { operations } from './openapi.ts';

/**
 * Property-based fuzzing of every operation of the OpenAPI document over real HTTP, as nobody, as
 * a signed-in customer, as staff and (on the back office) as its manager: generated bodies, query
 * strings and path parameters (NUL, huge, deeply nested, wrong types, unicode, prototype keys,
 * extreme numbers) never get a 5xx,
 * and every 4xx says what is wrong in a sentence. A fixed seed keeps runs repeatable; set
 * FUZZ_SEED to explore others and FUZZ_RUNS to run more cases per route. A failure prints its
 * seed and path: FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run <this file> -t '<test name>'
 * replays exactly that case.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261118);
const numRuns = Number(process.env.FUZZ_RUNS ?? 25);
const replay = process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {};

let server: TestServer;
let callers: RouteCallers;
beforeAll(async () => {
  // Rate limits stay on (their keys see the fuzzed requests too) but high enough not to answer 429.
  server = await startTestServer({ rival: true, edge: { rateLimits: { enabled: true, factor: 1_000_000 } } });
  callers = await routeCallers(server);
  for (const operation of endsSession) {
    endingSessions.set(`customer ${operation}`, (await signUpCustomer(callers.api)).token);
    endingSessions.set(`staff ${operation}`, await signIn(callers.api, 'staff@demo.test'));
  }
});
afterAll(() => server?.close());

/** Statuses seen per route and caller, printed with FUZZ_STATS=1 (is the fuzz getting past the checks?). */
const statusCounts: Record<string, Record<number, number>> = {};
afterAll(() => {
  if (process.env.FUZZ_STATS) console.log(JSON.stringify(statusCounts, null, 1));
});

// ---------------------------------------------------------------------------------------------
// Hostile values

const hugeString = 'x'.repeat(300 * 1024);
const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\\u0000',
    '%00',
    '\uD800',
    '\uDFFF',
    '\u202Eevil',
    '\uFEFF',
    '👩‍👩‍👧‍👦🍔',
    'ﷺ',
    'Ω≈ç√∫˜µ≤≥÷',
    '1e308',
    '-0',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '9'.repeat(400),
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    "' OR 1=1 --",
    '"; DROP TABLE orders; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%2e%2e%2f',
    'demo',
    'downtown',
    't3',
    'fries',
    '2026-11-18T19:30:00-08:00',
    '9999-12-31T23:59:59Z',
    '0000-01-01T00:00:00Z',
    'customer@demo.test',
    ...prototypeKeys,
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
/** Hostile strings, now and then one over the body limit. */
const nastyStringOrHuge: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: nastyString, weight: 12 },
  { arbitrary: fc.constant(hugeString), weight: 1 },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    1e308,
    -1e308,
    5e-324,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    50,
    51,
    1000000,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nastyKey = fc.oneof(
  fc.constantFrom(...prototypeKeys, '', '\u0000', 'a.b', '$where'),
  fc.string({ maxLength: 10 }),
);

/** Any JSON value, hostile at every level. */
const { nastyValue } = fc.letrec<{ nastyValue: unknown }>((tie) => ({
  nastyValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyStringOrHuge,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('nastyValue'), { maxLength: 4 }),
    fc.dictionary(nastyKey, tie('nastyValue'), { maxKeys: 4 }),
  ),
}));

/** A value nested `depth` levels deep in arrays or objects, a hostile string at the bottom. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 60, max: 3000 }), fc.boolean(), nastyString)
  .map(([depth, arrays, bottom]) => {
    let value: unknown = bottom;
    for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
    return value;
  });

// ---------------------------------------------------------------------------------------------
// Values a route may accept, so that generated requests get past the first check

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Plausible values by name: the fixtures' ids and the demo's. */
function plausibleFor(name: string): fc.Arbitrary<unknown> | undefined {
  const values: Record<string, unknown[]> = {
    restaurantId: ['demo', 'rival'],
    locationId: ['downtown', 'kitsilano'],
    orderId: [callers.orderId, callers.guestOrderId],
    requestId: [callers.requestId],
    tableId: ['t2', 't3'],
    email: ['customer@demo.test', 'staff@demo.test', callers.customer.email],
    password: ['demo1234', 'secret123'],
    productId: ['fries', 'classic-burger'],
    id: ['fries', 'classic-burger', 'doneness-medium'],
    modifierId: ['doneness', 'burger-bun'],
    orderType: ['Pickup', 'Delivery', 'Dine-in', 'Curbside'],
    paymentMethod: ['offline', 'online'],
    orderTime: ['ASAP', '2026-11-18T20:30:00-08:00'],
    status: ['Preparing', 'Done', 'Cancelled'],
    placeId: ['ChIJ', 'unknown'],
    q: ['123 Main', 'a'],
  };
  const known = values[name];
  return known ? fc.constantFrom(...known) : undefined;
}

/** Values of a JSON schema (as the OpenAPI document gives it), hostile now and then at each level. */
function fromSchema(schema: JsonSchema | undefined, name: string, depth: number): fc.Arbitrary<unknown> {
  const typed = typedFromSchema(schema ?? {}, name, depth);
  return fc.oneof({ arbitrary: typed, weight: 4 }, { arbitrary: nastyValue, weight: 1 });
}

function typedFromSchema(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((item) => fromSchema(item, name, depth)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], name, depth);
  const plausible = plausibleFor(name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (depth > 4) return plausible ?? nastyValue;
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const model = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, fromSchema(value, key, depth + 1)]),
    );
    const record = fc.record(model, { requiredKeys: schema.required ?? [] });
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      const extra = fc.dictionary(
        fc.oneof(plausibleFor('productId') as fc.Arbitrary<string>, nastyKey),
        fromSchema(schema.additionalProperties, name, depth + 1),
        { maxKeys: 3 },
      );
      return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
    }
    return fc.tuple(record, fc.dictionary(nastyKey, nastyValue, { maxKeys: 2 })).map(([known, more]) => ({
      ...more,
      ...known,
    }));
  }
  if (type === 'array') return fc.array(fromSchema(schema.items, name, depth + 1), { maxLength: 4 });
  if (plausible) return fc.oneof(plausible, nastyStringOrHuge);
  if (type === 'string') return nastyStringOrHuge;
  if (type === 'number' || type === 'integer') return nastyNumber;
  if (type === 'boolean') return fc.boolean();
  if (type === 'null') return fc.constant(null);
  return nastyValue;
}

/**
 * A body for an operation the document gives no schema (staff actions, the saved cart): the
 * fields the server's routes read, each present or not, plausible or hostile.
 */
const looseBody = (): fc.Arbitrary<unknown> => {
  const line = fc.record(
    {
      id: fc.oneof(plausibleFor('productId')!, nastyString),
      count: fc.oneof(fc.integer({ min: -2, max: 60 }), nastyValue),
    },
    { requiredKeys: [] },
  );
  const fields: Record<string, fc.Arbitrary<unknown>> = {
    restaurantId: fromSchema({ type: 'string' }, 'restaurantId', 1),
    locationId: fromSchema({ type: 'string' }, 'locationId', 1),
    productId: fromSchema({ type: 'string' }, 'productId', 1),
    modifierId: fromSchema({ type: 'string' }, 'modifierId', 1),
    choiceId: fromSchema({ type: 'string' }, 'id', 1),
    active: fromSchema({ type: 'boolean' }, 'active', 1),
    orderOpen: fromSchema({ type: 'boolean' }, 'orderOpen', 1),
    deliveryOpen: fromSchema({ type: 'boolean' }, 'deliveryOpen', 1),
    amount: fromSchema({ type: 'integer' }, 'amount', 1),
    reason: fromSchema({ type: 'string' }, 'reason', 1),
    status: fromSchema({ type: 'string' }, 'status', 1),
    cart: fc.oneof(
      fc.dictionary(fc.oneof(plausibleFor('productId') as fc.Arbitrary<string>, nastyKey), line, {
        maxKeys: 3,
      }),
      nastyValue,
    ),
    choicesCart: fc.oneof(fc.array(line, { maxLength: 3 }), nastyValue),
    orderType: fromSchema({ type: 'string' }, 'orderType', 1),
    paymentMethod: fromSchema({ type: 'string' }, 'paymentMethod', 1),
    promos: nastyValue,
    notes: fromSchema({ type: 'string' }, 'notes', 1),
    orderTime: fromSchema({ type: 'string' }, 'orderTime', 1),
    tip: fromSchema({ type: 'number' }, 'tip', 1),
  };
  return fc.record(fields, { requiredKeys: [] });
};

/** Every place in a JSON value, as paths of keys and indexes (the value itself is `[]`). */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      places.push(...placesIn(item, [...path, Array.isArray(value) ? Number(key) : key]));
    }
  }
  return places;
}

/** A copy of `value` with the value at `path` replaced (or removed, when `replacement` is absent). */
function withReplaced(
  value: unknown,
  path: (string | number)[],
  replacement: { value: unknown } | null,
): unknown {
  if (path.length === 0) return replacement ? replacement.value : undefined;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const inner = withReplaced(copy[head!], rest, replacement);
  if (inner === undefined && rest.length === 0 && !replacement) delete copy[head!];
  else copy[head!] = inner;
  return copy;
}

/**
 * A well-formed body (the access table's, which the server accepts) with one or two places made
 * hostile, dropped, or joined by a hostile key: gets past the first checks into the route's work.
 */
function mutated(base: unknown): fc.Arbitrary<unknown> {
  const places = placesIn(base);
  const change = fc.tuple(
    fc.nat({ max: places.length - 1 }),
    fc.oneof(
      { arbitrary: nastyValue.map((value) => ({ value })), weight: 4 },
      { arbitrary: fc.constant(null), weight: 1 },
    ),
    fc.option(fc.tuple(nastyKey, nastyValue), { freq: 4 }),
  );
  return fc.array(change, { minLength: 1, maxLength: 2 }).map((changes) => {
    let body = base;
    for (const [index, replacement, extra] of changes) {
      body = withReplaced(body, places[index]!, replacement) ?? null;
      if (extra && body && typeof body === 'object' && !Array.isArray(body)) {
        Object.defineProperty(body, extra[0], {
          value: extra[1],
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
    }
    return body;
  });
}

// ---------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  path: string;
  query: string;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };
  /** Extra headers (an idempotency key, encodings, forwarded addresses), sent as they are. */
  headers: Record<string, string>;
}

/** Printable ASCII only: what fetch lets a header carry. */
const headerValue = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(300), 'x'.repeat(8000), '1e308', '-0', '__proto__', 'null'),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 40,
  }),
);
const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'idempotency-key',
    'accept-encoding',
    'content-encoding',
    'x-forwarded-for',
    'origin',
    'accept',
  ),
  fc.oneof(
    headerValue,
    fc.constantFrom(
      'gzip',
      'br',
      'deflate',
      'gzip;q=0, br;q=NaN',
      '*;q=1e308',
      'identity;q=-1',
      '127.0.0.1, ::1',
    ),
  ),
  { maxKeys: 2 },
);

/** Percent-encodes any string (a lone surrogate becomes U+FFFD rather than throwing). */
function encode(value: string) {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

const queryKeys = ['restaurantId', 'locationId', 'q', 'number', 'from', 'to', 'limit', 'to', 'orderId'];

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...queryKeys),
        nastyKey,
        fc.constantFrom('a[b]', 'restaurantId[]', 'limit[0]'),
      ),
      fc.oneof(
        fc.constantFrom('demo', 'downtown', 'kitsilano', 'rival', '1', '-1', '0', '1e308', 'NaN', '-0'),
        nastyString.filter((value) => value.length < 4096),
      ),
    ),
    { maxLength: 5 },
  )
  .chain((pairs) =>
    fc.constantFrom(
      // Valid values first so the rest of the query reaches the route.
      [['restaurantId', 'demo'], ['locationId', 'downtown'], ...pairs],
      pairs,
    ),
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}` : '',
  );

const rawBodies = fc.constantFrom(
  { text: '{"notes":"a\u0000b"}', type: 'application/json' },
  { text: '{"restaurantId":"demo\\u0000"}', type: 'application/json' },
  { text: '{"a":', type: 'application/json' },
  { text: '', type: 'application/json' },
  { text: 'null', type: 'application/json' },
  { text: '"just a string"', type: 'application/json' },
  { text: '{"__proto__":{"isAdmin":true}}', type: 'application/json' },
  { text: '{"constructor":{"prototype":{"isAdmin":true}}}', type: 'application/json' },
  { text: '{"a":1e999}', type: 'application/json' },
  { text: '{"a":-0}', type: 'application/json' },
  { text: '\uFEFF{}', type: 'application/json' },
  { text: `{"notes":"${hugeString}"}`, type: 'application/json' },
  { text: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { text: 'card[number]=\u0000', type: 'application/x-www-form-urlencoded' },
  { text: 'hello', type: 'text/plain' },
  { text: '<xml/>', type: 'application/xml' },
  { text: '{}', type: 'application/json; charset=utf-16' },
  { text: '{}', type: 'multipart/form-data; boundary=x' },
);

function requestsFor(operation: (typeof operations)[number], bodySchema: JsonSchema | undefined) {
  const pathParams = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const path = fc
    .tuple(
      ...pathParams.map((name) =>
        fc.oneof(
          { arbitrary: (plausibleFor(name) ?? nastyString).map((value) => encode(String(value))), weight: 2 },
          { arbitrary: nastyString.filter((value) => value.length < 4096).map(encode), weight: 3 },
          // Sent as written: broken escapes, overlong UTF-8, a parameter over the router's limit.
          {
            arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%ff%fe', 'a%2', '%C0%AF', 'x'.repeat(101)),
            weight: 1,
          },
        ),
      ),
    )
    .map((values) => {
      let filled = operation.path;
      pathParams.forEach((name, index) => {
        filled = filled.replace(`{${name}}`, values[index]!);
      });
      return filled;
    });
  const hasBody = operation.method === 'post' || operation.method === 'put';
  const known =
    accessTable[`${operation.method.toUpperCase()} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`];
  const base = known?.call(callers).body;
  const body: fc.Arbitrary<FuzzRequest['body']> = hasBody
    ? fc.oneof(
        {
          arbitrary: (bodySchema ? fromSchema(bodySchema, '', 0) : looseBody()).map((value) => ({
            kind: 'json' as const,
            value,
          })),
          weight: 6,
        },
        { arbitrary: nastyValue.map((value) => ({ kind: 'json' as const, value })), weight: 2 },
        ...(base && typeof base === 'object'
          ? [{ arbitrary: mutated(base).map((value) => ({ kind: 'json' as const, value })), weight: 8 }]
          : []),
        { arbitrary: deeplyNested.map((value) => ({ kind: 'json' as const, value })), weight: 1 },
        { arbitrary: rawBodies.map((raw) => ({ kind: 'raw' as const, ...raw })), weight: 2 },
      )
    : fc.oneof(
        { arbitrary: fc.constant({ kind: 'none' as const }), weight: 4 },
        { arbitrary: rawBodies.map((raw) => ({ kind: 'raw' as const, ...raw })), weight: 1 },
      );
  return fc.record({
    path,
    query: fc.oneof(
      { arbitrary: queryString, weight: hasBody ? 1 : 4 },
      { arbitrary: fc.constant(''), weight: 1 },
    ),
    body,
    headers: fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: extraHeaders, weight: 1 }),
  });
}

async function send(method: string, request: FuzzRequest, token: string | null) {
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (request.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body.value) ?? 'null';
  } else if (request.body.kind === 'raw') {
    headers['content-type'] = request.body.type;
    body = request.body.text;
  }
  const response = await fetch(`${server.baseUrl}${request.path}${request.query}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

function describeRequest(method: string, request: FuzzRequest) {
  const body =
    request.body.kind === 'none'
      ? ''
      : request.body.kind === 'raw'
        ? ` (${request.body.type}) ${request.body.text.slice(0, 300)}`
        : ` ${(JSON.stringify(request.body.value) ?? 'undefined').slice(0, 300)}`;
  const headers = Object.keys(request.headers).length
    ? ` headers ${JSON.stringify(request.headers).slice(0, 300)}`
    : '';
  return `${method} ${request.path.slice(0, 300)}${request.query.slice(0, 300)}${headers}${body}`;
}

// ---------------------------------------------------------------------------------------------

type Identity = 'nobody' | 'customer' | 'staff' | 'manager';
/**
 * The manager goes last, on the back office's operations only: since routes check the caller before
 * the body (decision 0069), no other identity gets past their gate to their validation.
 */
const identities: Identity[] = ['nobody', 'customer', 'staff', 'manager'];
const fuzzes = (identity: Identity, key: string) =>
  identity !== 'manager' || accessTable[key.replace(/\{(\w+)\}/g, ':$1')]?.access === 'manager';

/**
 * Sign-out and deletion end the caller's session, a password change the caller's other sessions:
 * they run last, and as a caller of their own.
 */
const endsSession = new Set(['POST /api/sign_out', 'PUT /api/deactivate_user', 'POST /api/change_password']);
const fuzzed = operations
  .filter((operation) => operation.path !== '/live')
  .map((operation) => ({ ...operation, key: `${operation.method.toUpperCase()} ${operation.path}` }))
  .sort((a, b) => Number(endsSession.has(a.key)) - Number(endsSession.has(b.key)));

let document: {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
};

describe('fuzzing every operation of the OpenAPI document', () => {
  beforeAll(async () => {
    document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as typeof document;
  });

  it('fuzzes exactly the operations the document lists', () => {
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(listed)).toEqual(new Set([...fuzzed.map((operation) => operation.key), 'GET /live']));
  });

  for (const identity of identities) {
    for (const operation of fuzzed.filter(({ key }) => fuzzes(identity, key))) {
      it(`${operation.key} as ${identity}: no 5xx, every refusal a sentence`, async () => {
        const schema =
          document.paths[operation.path]?.[operation.method]?.requestBody?.content['application/json']
            ?.schema;
        const token = await tokenOf(identity, operation.key);
        await fc.assert(
          fc.asyncProperty(requestsFor(operation, schema), async (request) => {
            const method = operation.method.toUpperCase();
            const response = await send(method, request, token);
            const counts = statusCounts[`${operation.key} as ${identity}`] ?? {};
            counts[response.status] = (counts[response.status] ?? 0) + 1;
            statusCounts[`${operation.key} as ${identity}`] = counts;
            const what = `${describeRequest(method, request)} as ${identity} answered ${response.status} ${response.text.slice(0, 500)}`;
            if (response.status >= 500) throw new Error(what);
            if (response.status >= 400) {
              const message = (response.json as { error?: { message?: unknown } } | undefined)?.error
                ?.message;
              if (!readsAsSentence(message)) throw new Error(`not a sentence: ${what}`);
            }
          }),
          { seed, numRuns: endsSession.has(operation.key) ? 5 : numRuns, endOnFailure: true, ...replay },
        );
      }, 60_000);
    }
  }
});

/** Sessions of their own for the routes that end one (signed in before fuzzing guesses passwords). */
const endingSessions = new Map<string, string>();

async function tokenOf(identity: Identity, operation: string): Promise<string | null> {
  if (identity === 'nobody') return null;
  if (!endsSession.has(operation))
    return { customer: callers.customer.token, staff: callers.staffToken, manager: callers.managerToken }[
      identity
    ];
  return endingSessions.get(`${identity} ${operation}`)!;
}

// ---------------------------------------------------------------------------------------------

/** Garbage for the live socket (built once the callers exist: one field is a real token). */
const liveGarbage = (): fc.Arbitrary<string | Buffer> =>
  fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 50 }),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom('', 'null', '[]', '{}', '"ping"', '{"type":"ping"', '\u0000', 'x'.repeat(70 * 1024)),
    nastyValue.map((value) => JSON.stringify(value) ?? 'null'),
    fc
      .record({
        type: fc.oneof(
          fc.constantFrom('auth', 'subscribe', 'unsubscribe', 'ping', '__proto__', 'constructor'),
          nastyString,
        ),
        token: fc.oneof(nastyString, nastyValue, fc.constant(callers.customer.token)),
        topic: fc.oneof(
          fc.constantFrom(
            'location:demo:downtown',
            'menu:demo:downtown',
            'staff:demo:downtown',
            'staff:rival:downtown',
            'order:x',
            'user:__proto__',
            '__proto__',
            'constructor:demo:downtown',
            'a:b:c:d:e',
            ':::',
          ),
          nastyString.filter((value) => value.length < 1000),
          nastyValue,
        ),
      })
      .map((message) => JSON.stringify(message)),
  );

/** A raw live socket that collects what it receives and notices when it closes. */
async function openLive() {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/live`);
  const received: string[] = [];
  let closed = false;
  socket.on('message', (data) => received.push(String(data)));
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => {
    closed = true;
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  /** Resolves once a pong arrives after `from` or the socket closes; false after 3 s of silence. */
  const pongOrClose = (from: number) =>
    new Promise<boolean>((resolve) => {
      const started = Date.now();
      const check = () => {
        if (closed || received.slice(from).some((text) => text.includes('"pong"'))) resolve(true);
        else if (Date.now() - started > 3000) resolve(false);
        else setTimeout(check, 5);
      };
      check();
    });
  return { socket, received, isClosed: () => closed, pongOrClose };
}

describe('fuzzing the live socket', () => {
  it('answers or closes on garbage, and keeps serving', async () => {
    let live = await openLive();
    await fc.assert(
      fc.asyncProperty(liveGarbage(), async (garbage) => {
        if (live.isClosed()) live = await openLive();
        const from = live.received.length;
        live.socket.send(garbage);
        if (!live.isClosed()) live.socket.send(JSON.stringify({ type: 'ping' }));
        const alive = await live.pongOrClose(from);
        if (!alive) {
          throw new Error(
            `no answer and no close after ${String(garbage).slice(0, 200)}: ${live.received.slice(from).join(' ')}`,
          );
        }
      }),
      { seed, numRuns: 150, endOnFailure: true, ...replay },
    );
    live.socket.close();
    // The server still serves HTTP and new sockets.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    const fresh = await openLive();
    fresh.socket.send(JSON.stringify({ type: 'subscribe', topic: 'location:demo:downtown' }));
    fresh.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await fresh.pongOrClose(0)).toBe(true);
    expect(fresh.isClosed()).toBe(false);
    fresh.socket.close();
  }, 60_000);
});
