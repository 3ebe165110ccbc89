import { z } from 'zod';
import { type DocumentProblem, referenceProblems } from './references.ts';
import {
  type BrandSettings,
  RESTAURANT_DOCUMENT_FORMAT,
  type RestaurantDocument,
  restaurantDocumentShapeSchema,
} from './schema.ts';
import { unstorableTextProblems } from './stored-text.ts';

export * from './empty.ts';
export * from './menu-edit.ts';
export * from './references.ts';
export * from './schema.ts';
export * from './setting-labels.ts';
export * from './stored-text.ts';

/**
 * The whole document: its shape, then the references between its parts (run only when the shape
 * is right; `parseRestaurantDocument` lists both kinds at once).
 */
export const restaurantDocumentSchema = restaurantDocumentShapeSchema.superRefine((value, context) => {
  for (const problem of referenceProblems(value)) {
    context.addIssue({ code: 'custom', input: value, path: problem.path, message: problem.message });
  }
});

export type ParsedRestaurantDocument =
  | { ok: true; document: RestaurantDocument }
  | { ok: false; problems: DocumentProblem[] };

/**
 * Reads a document (already parsed from JSON); on failure, every problem with its path: those of
 * its shape and those of its references, checked on the input even when its shape is wrong.
 */
export function parseRestaurantDocument(input: unknown): ParsedRestaurantDocument {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    const message = `A restaurant file holds one JSON object, starting { "format": "${RESTAURANT_DOCUMENT_FORMAT}", …`;
    return { ok: false, problems: [{ path: [], message }] };
  }
  const result = restaurantDocumentShapeSchema.safeParse(input, {
    error: (issue) =>
      issue.input === undefined && issue.code === 'invalid_type' ? 'This is required.' : undefined,
  });
  const problems: DocumentProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
        message: issue.message,
      }));
  problems.push(...referenceProblems(input), ...unstorableTextProblems(input));
  if (result.success && problems.length === 0) return { ok: true, document: result.data };
  return { ok: false, problems };
}

/**
 * The format as a JSON Schema (what a file may say, defaults optional), for editors: a file that
 * names it in "$schema" gets completion and checks as it is written. References between parts are
 * checked by the importer only.
 */
export function restaurantDocumentJsonSchema() {
  return z.toJSONSchema(restaurantDocumentShapeSchema, { io: 'input', unrepresentable: 'any' });
}

/** 'menu.products[3].modifiers[0]' for a problem's path. */
export function formatDocumentPath(path: DocumentProblem['path']): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  );
}

/** One line per problem: "path: message". */
export function formatDocumentProblems(problems: DocumentProblem[]): string {
  return problems
    .map((problem) => `${formatDocumentPath(problem.path) || '(document)'}: ${problem.message}`)
    .join('\n');
}

// The document's settings are the settings the server stores and the apps read.
type Assignable<T extends U, U> = T;
export type _SettingsFit = Assignable<
  z.output<typeof restaurantDocumentShapeSchema>['settings'],
  BrandSettings
>;
