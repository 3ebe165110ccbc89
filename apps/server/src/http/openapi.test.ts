import { operations as contract, type Operation, type OperationName } from '@orderly/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { isApiPath, schemaOf, toJsonSchema } from './contract.ts';

type JsonSchema = Record<string, unknown>;
interface DocumentedOperation {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, DocumentedOperation>>;
}

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});
afterAll(() => server?.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const names = Object.keys(contract) as OperationName[];
const registered = () =>
  (server.routes as { method: string; url: string; schema?: { operationId?: string } }[]).filter(
    (route) => route.method !== 'HEAD' && isApiPath(route.url),
  );

/** What the document must say of an operation: its contract's schemas as JSON Schema. */
function expected(name: OperationName) {
  const operation: Operation = contract[name];
  const { schema } = toJsonSchema({
    schema: schemaOf(name),
    url: operation.path,
    route: {} as never,
    openapiObject: { openapi: '3.1.0' },
  }) as unknown as { schema: Record<string, JsonSchema> };
  return schema;
}

const inDocument = (name: OperationName) =>
  document.paths[openApiPath(contract[name].path)]?.[contract[name].method.toLowerCase()];

/** The document's parameters of one kind as one object schema's properties. */
const parameters = (operation: DocumentedOperation, kind: 'path' | 'query') =>
  Object.fromEntries(
    (operation.parameters ?? []).filter((p) => p.in === kind).map((p) => [p.name, p.schema]),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every registered API route, with no operation no route serves', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = registered();
    expect(routes.length).toBeGreaterThan(40);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const served = routes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((operation) => !served.includes(operation))).toEqual([]);
  });

  it('has every route declared from the contract, and every contract operation served', () => {
    const routes = registered();
    const undeclared = routes
      .filter((route) => {
        const name = route.schema?.operationId as OperationName | undefined;
        const operation = name ? contract[name] : undefined;
        return !operation || operation.method !== route.method || operation.path !== route.url;
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared, 'routes registered without route()/schemaOf() from @orderly/contract').toEqual([]);
    const served = new Set(routes.map((route) => route.schema?.operationId));
    expect(names.filter((name) => !served.has(name))).toEqual([]);
  });

  it("documents each operation's path parameters, query, body and responses exactly as its contract declares them", () => {
    for (const name of names) {
      const documented = inDocument(name);
      const schema = expected(name);
      expect(documented?.operationId, name).toBe(name);
      if (!documented) continue;
      const params = (schema.params?.properties ?? {}) as Record<string, JsonSchema>;
      expect(Object.keys(parameters(documented, 'path')).sort(), `${name} path parameters`).toEqual(
        Object.keys(params).sort(),
      );
      expect(Object.keys(parameters(documented, 'query')).sort(), `${name} query`).toEqual(
        Object.keys((schema.querystring?.properties ?? {}) as JsonSchema).sort(),
      );
      expect(documented.requestBody?.content['application/json']?.schema, `${name} body`).toEqual(
        schema.body,
      );
      const responses = (schema.response ?? {}) as Record<string, JsonSchema>;
      expect(Object.keys(documented.responses).sort(), `${name} responses`).toEqual(
        Object.keys(responses)
          .map((status) => status.toUpperCase())
          .sort(),
      );
      for (const [status, body] of Object.entries(responses)) {
        const content = documented.responses[status.toUpperCase()]?.content;
        if (body.type === 'null') continue; // 101: the socket, no body
        expect(content?.['application/json']?.schema, `${name} ${status}`).toEqual(body);
      }
    }
  });

  it('gives every operation a response schema for success and failure, and a body schema where it takes one', () => {
    for (const name of names) {
      const operation: Operation = contract[name];
      const statuses = Object.keys(operation.response);
      expect(
        statuses.some((status) => /^(1|2)\d\d$/.test(status)),
        `${name} answers success`,
      ).toBe(true);
      expect(statuses, `${name} answers failures`).toEqual(expect.arrayContaining(['4xx', '5xx']));
      if (operation.method === 'POST' || operation.method === 'PUT') {
        // Every body-taking operation declares its body, except those that read none.
        const readsNoBody = [
          'signOut',
          'acknowledgeOrder',
          'confirmServiceRequest',
          'unsubscribeNotices',
          'reprintOrder',
          'testPrinter',
          'settleTabPayment',
          'issueCloudPrntAddress',
        ];
        if (!readsNoBody.includes(name)) expect(operation.body, `${name} body`).toBeDefined();
      }
    }
  });
});
