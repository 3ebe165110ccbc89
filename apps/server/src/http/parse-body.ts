import type { z } from 'zod';
import { HttpError } from './errors.ts';

/** Parses a request body; a bad one answers 400 naming the first field that is wrong. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid request';
  // Messages written for people (the spec's) are passed through as they are.
  const readable = /^[A-Z].*[.!]$/.test(message) && !message.startsWith('Invalid');
  throw new HttpError(400, readable || !field ? message : `${field}: ${message}`);
}
