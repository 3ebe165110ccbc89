import type { Instant } from '../clock.ts';
import { messages } from '../messages.ts';
import { isWithinHours } from '../opening-hours.ts';
import type { LocationSettings } from '../types.ts';
import { limits } from './limits.ts';

/** Special requests (order notes): at most 128 characters. */
export function validateSpecialRequests(notes: string): string | null {
  return notes.trim().length > limits.specialRequestsMaxLength ? messages.specialRequestsTooLong : null;
}

/** A custom service request: not empty, at most 100 characters (trimmed). */
export function validateCustomRequest(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return messages.customRequestEmpty;
  if (trimmed.length > limits.customRequestMaxLength) return messages.customRequestTooLong;
  return null;
}

/**
 * A dine-in service request: only within the opening hours (no wait time before closing). Pausing
 * online ordering (orderOpen false) does not stop a seated guest asking for water (decision 0071).
 * A text that is not one of the location's request types is a custom request, checked as one
 * (empty, too long).
 */
export function checkServiceRequest(input: {
  settings:
    | (Pick<LocationSettings, 'hours' | 'timeZone'> &
        Partial<Pick<LocationSettings, 'requestTypes' | 'requestTypesTablet'>>)
    | null
    | undefined;
  now: Instant;
  description: string;
  custom: boolean;
}): string | null {
  const { settings } = input;
  if (!settings || !isWithinHours(settings.hours, input.now, settings.timeZone)) {
    return messages.requestWhileClosed;
  }
  const text = input.description.trim();
  const types = [...(settings.requestTypes ?? []), ...(settings.requestTypesTablet ?? [])];
  const isType = !input.custom && types.some((type) => type.name === text);
  return isType ? null : validateCustomRequest(input.description);
}
