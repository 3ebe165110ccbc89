import { z } from 'zod';

/** Every failure: `{ error: { message } }`, the message meant for the person using the app. */
export const errorBody = z
  .object({
    error: z.object({
      message: z.string(),
      /**
       * Placing an order whose time filled up (capacity pacing, 409): the next time the kitchen
       * has room for it, or null when none is left today or tomorrow.
       */
      nextTime: z
        .object({ value: z.string(), label: z.string(), day: z.enum(['today', 'tomorrow']).nullable() })
        .nullable()
        .optional(),
    }),
  })
  .meta({ description: 'A refusal or a fault: the message is a sentence for the customer or staff member.' });

/** A success body: `{ data: … }`. */
export const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A message-only success (`{ data: { message } }`). */
export const messageData = data(z.object({ message: z.string() }));

/** Refusals (4xx) and our own faults (5xx) answer the same error body. */
export const failures = { '4xx': errorBody, '5xx': errorBody } as const;

/** A path parameter that names a record (the server trims it and refuses blanks). */
export const idParam = z.string().trim().min(1).max(128);

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP operation: where it is, who may call it, what it reads and what it answers by status.
 * The server's route declares exactly these schemas (its validator reads params, querystring, body
 * and headers through them); the OpenAPI document is generated from the routes; the apps infer
 * their types from the same schemas.
 */
export interface Operation {
  method: Method;
  /** Fastify's syntax: `/api/orders/:orderId`. */
  path: string;
  summary: string;
  tags: readonly string[];
  /** Needs `Authorization: Bearer <session token>`. */
  auth: boolean;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Status (or '4xx'/'5xx') to the body's schema. */
  response: Readonly<Record<string | number, z.ZodType>>;
}

/** Declares an operation, keeping its literal types (the apps read them). */
export const operation = <const O extends Operation>(definition: O): O => definition;

/** True when A and B have the same keys and each is assignable to the other. */
type SameType<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? [A] extends [B]
      ? [B] extends [A]
        ? true
        : false
      : false
    : false
  : false;

/**
 * A domain entity whose TypeScript type lives in @orderly/domain, as a strict schema: it lists
 * every field the server sends, nothing passes through unlisted (in tests an unlisted field fails
 * the response, see the server's `strictResponses`; in production it is dropped), and the type
 * check fails unless the schema's output is exactly the domain type (the same keys, the same
 * optional ones, each assignable to the other). `entity<Order>()({ …shape }, 'description')`.
 */
export const entity =
  <T>() =>
  <Shape extends z.ZodRawShape>(
    shape: Shape,
    description: string,
    ..._exact: SameType<z.output<z.ZodObject<Shape>>, T> extends true
      ? []
      : [`The schema's fields differ from the domain type`]
  ) =>
    z.object(shape).meta({ description });
