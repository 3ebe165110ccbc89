import swagger from '@fastify/swagger';
import { type Operation, type OperationName, type Operations, operations } from '@orderly/contract';
import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createJsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from './errors.ts';
import { issueSentence } from './parse-body.ts';
import type { Gate } from './route-gates.ts';

/**
 * Reads params, query, body and headers through the route's zod schemas. A failure answers 400
 * with the same sentence `parseBody` gives (about the first field that is wrong; never a path or
 * the schema library's words). A missing body is read as `{}`, so its first missing field is named.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (input) => {
    const parsed = schema.safeParse(httpPart === 'body' ? (input ?? {}) : input);
    if (parsed.success) return { value: parsed.data };
    return { error: new HttpError(400, issueSentence(parsed.error.issues[0])) };
  };

/**
 * Whether responses are checked against their schemas field by field: in tests (and when
 * STRICT_RESPONSES=1), a field the schema does not list fails the response instead of being dropped,
 * so a schema that forgot a field the apps read is caught by the first test that gets it.
 */
const strictResponses = Boolean(process.env.VITEST) || process.env.STRICT_RESPONSES === '1';

/** Paths (a.b.c) present in what the handler answered but missing from what the schema kept. */
function droppedFields(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => droppedFields(item, kept[index], `${path}[${index}]`));
  }
  if (!sent || typeof sent !== 'object' || !kept || typeof kept !== 'object' || sent instanceof Date)
    return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const where = path ? `${path}.${key}` : key;
    if (!(key in kept)) return [where];
    return droppedFields(value, (kept as Record<string, unknown>)[key], where);
  });
}

/**
 * Responses are serialised through their schemas: what a schema does not list is not sent (and in
 * tests is an error, see strictResponses); a body that does not match its schema is a fault of
 * ours (500). Bodies a route sends already serialised (the menu and location: strings kept or
 * built once) skip this: they are checked where they are built.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url, httpStatus }) =>
  (payload) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new Error(
        `The ${httpStatus} response of ${method} ${url} does not match its schema: ${parsed.error.message}`,
      );
    }
    if (strictResponses) {
      const dropped = droppedFields(payload, parsed.data);
      if (dropped.length > 0) {
        throw new Error(
          `The ${httpStatus} response of ${method} ${url} has fields its schema does not list: ${dropped.join(', ')}`,
        );
      }
    }
    return JSON.stringify(parsed.data);
  };

/** In tests: a body built outside the serializer (pre-serialised) is checked like one that goes through it. */
export function checkPrebuilt(name: OperationName, status: number, body: unknown) {
  if (!strictResponses) return;
  const operation: Operation = operations[name];
  const schema = operation.response[status];
  if (!schema) throw new Error(`${name} declares no ${status} response`);
  serializerCompiler({ schema, method: operation.method, url: operation.path, httpStatus: String(status) })(
    body,
  );
}

/** API routes are documented; the built apps' files, /metrics and /ops are not part of the API. */
export const isApiPath = (url: string) => /^\/(api|guest|sandbox|live|dev|cloudprnt)(\/|$)/.test(url);

/** Zod to JSON Schema for the document (what no JSON Schema can say, e.g. a transform's output, reads as any). */
export const toJsonSchema = createJsonSchemaTransform({
  zodToJsonConfig: { unrepresentable: 'any' },
});

/**
 * Installs the zod validator and serializer and @fastify/swagger, which collects every route's
 * schemas as it is registered: the OpenAPI document is generated from the routes themselves.
 */
export async function registerContract(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    // Constants stay `const` (JSON Schema 2020-12, as OpenAPI 3.1 allows), as the schemas say them.
    convertConstToEnum: false,
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Orderly ordering server', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (document) => {
      if (!isApiPath(document.url)) return { schema: { hide: true } as FastifySchema, url: document.url };
      // @fastify/websocket hides its routes; the live socket is part of the API, so it is documented.
      const { hide: _hide, ...schema } = (document.schema ?? {}) as FastifySchema & { hide?: boolean };
      return toJsonSchema({ ...document, schema });
    },
  });
}

/** The route options an operation declares: its schemas, and its documentation. */
export function schemaOf(name: OperationName) {
  const operation: Operation = operations[name];
  return {
    operationId: name,
    summary: operation.summary,
    tags: [...operation.tags],
    ...(operation.auth ? { security: [{ bearer: [] }] } : {}),
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.querystring ? { querystring: operation.querystring } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    ...(operation.headers ? { headers: operation.headers } : {}),
    response: operation.response,
  };
}

type Op<N extends OperationName> = Operations[N];
type Part<O, K extends string> = O extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** The Fastify schema type of an operation, so handlers see its parsed params, query and body. */
type SchemaOf<N extends OperationName> = {
  params: Part<Op<N>, 'params'>;
  querystring: Part<Op<N>, 'querystring'>;
  body: Part<Op<N>, 'body'>;
  headers: Part<Op<N>, 'headers'>;
  response: Op<N>['response'];
};

export type ContractHandler<N extends OperationName> = RouteHandlerMethod<
  // biome-ignore lint/suspicious/noExplicitAny: Fastify's defaults for the server types
  any,
  // biome-ignore lint/suspicious/noExplicitAny: Fastify's defaults for the server types
  any,
  // biome-ignore lint/suspicious/noExplicitAny: Fastify's defaults for the server types
  any,
  RouteGenericInterface,
  unknown,
  SchemaOf<N>,
  ZodTypeProvider
>;

/**
 * Registers the route of a contract operation: its method, path and schemas come from
 * @orderly/contract; the handler gets the parsed (trimmed, defaulted) params, query and body.
 * `gate` decides whether the caller may call it at all, before anything is read (route-gates.ts).
 */
export function route<N extends OperationName>(
  app: FastifyInstance,
  name: N,
  handler: ContractHandler<N>,
  options: Omit<RouteShorthandOptions, 'schema'> & { websocket?: boolean; gate?: Gate } = {},
) {
  const operation: Operation = operations[name];
  const { gate, ...rest } = options;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...rest,
    // The gate runs before the body is read or anything validated (route-gates.ts).
    ...(gate ? { config: { ...rest.config, gate } } : {}),
    method: operation.method,
    url: operation.path,
    schema: schemaOf(name),
    // Per route too, so a route works the same on an app built without registerContract (tests).
    validatorCompiler: validatorCompiler as never,
    serializerCompiler: serializerCompiler as never,
    handler: handler as RouteHandlerMethod,
  });
}
