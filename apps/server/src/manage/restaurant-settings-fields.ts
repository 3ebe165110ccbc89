import { settingLabels } from '@orderly/domain/restaurant-document';
import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "opening hours, Monday" for ['hours', 1, 'close']. */
function placeOf(path: readonly PropertyKey[]): string | null {
  const [key, index] = path;
  if (typeof key !== 'string') return null;
  const label = settingLabels[key] ?? null;
  if (!label) return null;
  if ((key === 'hours' || key === 'deliveryHours') && typeof index === 'number') {
    return `${label}, ${weekdays[index] ?? ''}`;
  }
  if (key === 'tipValues' && typeof index === 'number') return `${label}, option ${index + 1}`;
  if ((key === 'requestTypes' || key === 'requestTypesTablet') && typeof index === 'number') {
    return `${label}, row ${index + 1}`;
  }
  return label;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A refusal (400) naming the field and saying what is wrong, from the document schema's issue. */
export function settingsProblem(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const place = issue ? placeOf(issue.path) : null;
  const message = issue?.message && /^[A-Z]/.test(issue.message) ? issue.message : 'This is not valid.';
  return new HttpError(400, place ? `${capital(place)}: ${message}` : message);
}
