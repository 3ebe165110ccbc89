import { type CapacitySettings, DEFAULT_CAPACITY } from '@orderly/domain';
import { capacitySchema } from '@orderly/domain/restaurant-document';

/** The capacity fields as typed: an empty limit is "no limit". */
export interface CapacityDraft {
  windowMinutes: string;
  maxOrders: string;
  maxItems: string;
  maxPrepMinutes: string;
  defaultPrepMinutes: string;
  pickupAndDelivery: CapacitySettings['pickupAndDelivery'];
  countDineIn: boolean;
}

export type CapacityField = Exclude<keyof CapacityDraft, 'pickupAndDelivery' | 'countDineIn'>;

export const capacityFieldLabels: Record<CapacityField, string> = {
  windowMinutes: 'Window',
  maxOrders: 'Orders per window',
  maxItems: 'Items per window',
  maxPrepMinutes: 'Prep minutes per window',
  defaultPrepMinutes: 'Prep minutes per item',
};

const limitText = (limit: number | null) => (limit === null ? '' : String(limit));

export function capacityDraftOf(capacity: Partial<CapacitySettings> | undefined): CapacityDraft {
  const settings = { ...DEFAULT_CAPACITY, ...capacity };
  return {
    windowMinutes: String(settings.windowMinutes),
    maxOrders: limitText(settings.maxOrders),
    maxItems: limitText(settings.maxItems),
    maxPrepMinutes: limitText(settings.maxPrepMinutes),
    defaultPrepMinutes: String(settings.defaultPrepMinutes),
    pickupAndDelivery: settings.pickupAndDelivery,
    countDineIn: settings.countDineIn,
  };
}

/** Digits as a number (so the schema gives its sentence for 0 or -1); anything else stays text. */
const numberOf = (text: string): unknown => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text.trim());
const limitOf = (text: string): unknown => (text.trim() === '' ? null : numberOf(text));

/**
 * The settings a draft stands for, checked by the restaurant document's own schema (as the server
 * checks them): the settings, or each field's sentence.
 */
export function readCapacityDraft(
  draft: CapacityDraft,
):
  | { ok: true; capacity: CapacitySettings }
  | { ok: false; problems: Partial<Record<CapacityField, string>> } {
  const result = capacitySchema.safeParse({
    windowMinutes: numberOf(draft.windowMinutes),
    maxOrders: limitOf(draft.maxOrders),
    maxItems: limitOf(draft.maxItems),
    maxPrepMinutes: limitOf(draft.maxPrepMinutes),
    defaultPrepMinutes: numberOf(draft.defaultPrepMinutes),
    pickupAndDelivery: draft.pickupAndDelivery,
    countDineIn: draft.countDineIn,
  });
  if (result.success) return { ok: true, capacity: result.data as CapacitySettings };
  const problems: Partial<Record<CapacityField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CapacityField;
    problems[field] ??=
      typeof (draft as unknown as Record<string, string>)[field] === 'string' &&
      !/^\s*-?\d+(\.\d+)?\s*$/.test((draft as unknown as Record<string, string>)[field] ?? '') &&
      field !== 'windowMinutes'
        ? 'Use a whole number, or leave it empty for no limit.'
        : issue.message;
  }
  return { ok: false, problems };
}
