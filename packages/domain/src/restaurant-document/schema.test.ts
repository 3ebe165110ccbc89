import { describe, expect, it } from 'vitest';
import { zoneShapeMessages } from '../delivery-zones.ts';
import {
  brandSettingsSchema,
  capacitySchema,
  choiceDocumentSchema,
  dayHoursSchema,
  deliveryAreaSchema,
  deliveryZonePolygonSchema,
  deliveryZoneWithFeeSchema,
  locationSettingsOverridesSchema,
  modifierDocumentSchema,
  prepMinutesSchema,
  promoCodeDocumentSchema,
  rewardDocumentSchema,
  staffDocumentSchema,
  timeOfDaySchema,
} from './schema.ts';

/** The first message a schema gives for a value, or null when the value is read. */
const messageOf = (
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return (result.error as { issues: { message: string }[] }).issues[0]?.message ?? '';
};

const square = [
  { lat: 49.27, lng: -123.13 },
  { lat: 49.27, lng: -123.1 },
  { lat: 49.29, lng: -123.1 },
  { lat: 49.29, lng: -123.13 },
];
/** The square's corners in an order whose outline crosses itself (a bow tie). */
const bowTie = [square[0], square[2], square[1], square[3]];

describe('the restaurant document schema', () => {
  it('names a wrong amount or time, and leaves a missing one to the reader', () => {
    const zone = (fields: Record<string, unknown>) => ({ deliveryZone: square, ...fields });
    expect(messageOf(deliveryZoneWithFeeSchema, zone({ deliveryFee: 2.5, deliveryTime: 30 }))).toBe(
      'Amounts are whole cents.',
    );
    expect(messageOf(deliveryZoneWithFeeSchema, zone({ deliveryFee: -1, deliveryTime: 30 }))).toBe(
      'Amounts cannot be negative.',
    );
    expect(messageOf(deliveryZoneWithFeeSchema, zone({ deliveryFee: 500, deliveryTime: 12.5 }))).toBe(
      'Use whole minutes.',
    );
    expect(messageOf(deliveryZoneWithFeeSchema, zone({ deliveryFee: 500, deliveryTime: 1441 }))).toBe(
      'Use at most 1440 minutes (24 hours).',
    );
    // Missing: no sentence of the field's own, so the reader's wording ("This is required.") applies.
    expect(messageOf(deliveryZoneWithFeeSchema, zone({ deliveryTime: 30 }))).not.toBe(
      'Amounts are whole cents.',
    );
    expect(messageOf(deliveryZoneWithFeeSchema, zone({ deliveryFee: 500, deliveryTime: 30 }))).toBeNull();
  });

  it('reads times of day from 00:00 to 24:00 and wants a break whole', () => {
    expect(messageOf(timeOfDaySchema, '24:00')).toBeNull();
    expect(messageOf(timeOfDaySchema, '24:30')).toBe('Use a 24-hour time such as "09:30" (up to "24:00").');
    expect(messageOf(dayHoursSchema, { open: '09:00', close: '17:00' })).toBeNull();
    expect(
      messageOf(dayHoursSchema, { open: '09:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' }),
    ).toBeNull();
    expect(messageOf(dayHoursSchema, { open: '09:00', close: '17:00', breakStart: '12:00' })).toBe(
      'A break needs both breakStart and breakEnd.',
    );
    expect(messageOf(dayHoursSchema, { open: '09:00', close: '17:00', breakEnd: '13:00' })).toBe(
      'A break needs both breakStart and breakEnd.',
    );
  });

  it("checks a fee zone's outline by the domain's zone rules", () => {
    expect(messageOf(deliveryZonePolygonSchema, square)).toBeNull();
    expect(messageOf(deliveryZonePolygonSchema, square.slice(0, 2))).toBe(zoneShapeMessages.tooFewPoints);
    expect(messageOf(deliveryZonePolygonSchema, bowTie)).toBe(zoneShapeMessages.crossesItself);
    expect(messageOf(deliveryZonePolygonSchema, [...square, square[0]])).toBeNull();
    expect(messageOf(deliveryZonePolygonSchema, [square[0], square[1], square[0], square[2]])).toBe(
      zoneShapeMessages.repeatedPoint,
    );
  });

  it('takes no delivery area (deliver wherever the fee zones reach) or a well-drawn one', () => {
    expect(messageOf(deliveryAreaSchema, [])).toBeNull();
    expect(messageOf(deliveryAreaSchema, square)).toBeNull();
    expect(messageOf(deliveryAreaSchema, bowTie)).toBe(zoneShapeMessages.crossesItself);
    expect(messageOf(deliveryAreaSchema, square.slice(0, 1))).toBe(zoneShapeMessages.tooFewPoints);
  });

  it('saves phone numbers as digits, as every form does, and leaves an empty one empty', () => {
    const phone = (phoneNumber: unknown) =>
      locationSettingsOverridesSchema.safeParse({ phoneNumber }).data?.phoneNumber;
    expect(phone('(604) 555-0142')).toBe('6045550142');
    expect(phone('+1 604-555-0142')).toBe('6045550142');
    expect(phone('  ')).toBe('');
    expect(messageOf(locationSettingsOverridesSchema, { phoneNumber: '555-0142' })).toBe(
      'Use 10 digits, e.g. "6045550142".',
    );
  });

  it('refuses a negative, zero or absurd escalation delay with a sentence, and takes null as off', () => {
    const louder = locationSettingsOverridesSchema.shape.escalateAfterSeconds;
    const reject = locationSettingsOverridesSchema.shape.autoRejectAfterMinutes;
    expect(messageOf(louder, -5)).toBe('Use at least 1 second before the louder alert, or turn it off.');
    expect(messageOf(louder, 0)).toBe('Use at least 1 second before the louder alert, or turn it off.');
    expect(messageOf(louder, 86_400)).toBe('Use at most 3600 seconds (1 hour) before the louder alert.');
    expect(messageOf(louder, 1.5)).toBe('Use whole seconds for the louder alert.');
    expect(messageOf(reject, 0)).toBe('Use at least 1 minute before an order is rejected, or turn it off.');
    expect(messageOf(reject, -1)).toBe('Use at least 1 minute before an order is rejected, or turn it off.');
    expect(messageOf(reject, 10_000)).toBe(
      'Use at most 1440 minutes (24 hours) before an order is rejected.',
    );
    expect(messageOf(reject, '10')).toBe('Use whole minutes before an order is rejected.');
    expect(louder.parse(null)).toBeNull();
    expect(reject.parse(null)).toBeNull();
    expect(louder.parse(30)).toBe(30);
  });

  it("lets a location leave out any of the restaurant's settings, defaults included", () => {
    expect(locationSettingsOverridesSchema.parse({})).toEqual({});
    expect(locationSettingsOverridesSchema.parse({ deliveryEnabled: true })).toEqual({
      deliveryEnabled: true,
    });
    expect(messageOf(locationSettingsOverridesSchema, { colour: 'red' })).toMatch(/colour/);
    // The restaurant's own settings fill their defaults in.
    const brand = brandSettingsSchema.shape;
    expect(brand.tipValues.parse(undefined)).toEqual([0.1, 0.15, 0.2]);
    expect(brand.dineInOrderingEnabled.parse(undefined)).toBe(true);
  });

  it('wants no more required choices than a modifier allows, unless it allows any number', () => {
    const modifier = (required: number, maxSelect: number) => ({
      id: 'sauce',
      name: 'Sauce',
      required,
      maxSelect,
      choices: [{ id: 'tomato', name: 'Tomato' }],
    });
    expect(messageOf(modifierDocumentSchema, modifier(1, 1))).toBeNull();
    expect(messageOf(modifierDocumentSchema, modifier(2, 0))).toBeNull();
    expect(messageOf(modifierDocumentSchema, modifier(2, 1))).toBe('required cannot be more than maxSelect.');
    expect(messageOf(modifierDocumentSchema, { ...modifier(0, 1), choices: [] })).toBe(
      'A modifier needs at least one choice.',
    );
  });

  it('reads a choice with its defaults and a later start as the database gives it', () => {
    expect(choiceDocumentSchema.parse({ id: 'large', name: ' Large ' })).toEqual({
      id: 'large',
      name: 'Large',
      price: 0,
      selected: false,
      active: true,
    });
    expect(
      choiceDocumentSchema.parse({ id: 'large', name: 'Large', activeAfter: '2027-01-15T01:00:00+01:00' })
        .activeAfter,
    ).toBe('2027-01-15T00:00:00.000Z');
    expect(messageOf(choiceDocumentSchema, { id: 'large', name: 'Large', activeAfter: 'tomorrow' })).toBe(
      'Use an ISO time such as "2027-01-15T00:00:00Z".',
    );
    expect(messageOf(choiceDocumentSchema, { id: 'large', name: '   ' })).toBe('This cannot be empty.');
  });

  it("matches a reward's value to its type: cents for a discount, a product id for a product", () => {
    const reward = (type: string, value: unknown) => ({ id: 'r', type, value, points: 100 });
    expect(messageOf(rewardDocumentSchema, reward('Points/Discount', 500))).toBeNull();
    expect(messageOf(rewardDocumentSchema, reward('Points/Product', 'pasta'))).toBeNull();
    const mismatch = "A discount reward's value is an amount in cents; a product reward's is a product id.";
    expect(messageOf(rewardDocumentSchema, reward('Points/Discount', 'pasta'))).toBe(mismatch);
    expect(messageOf(rewardDocumentSchema, reward('FreeFirstOrderOrPoints/Product', 500))).toBe(mismatch);
  });

  it('keeps promo codes in capitals and e-mail addresses in lower case', () => {
    expect(promoCodeDocumentSchema.parse({ code: 'hello10', discount: 0.1, maxDiscountAmount: 500 })).toEqual(
      {
        code: 'HELLO10',
        active: true,
        validDays: [true, true, true, true, true, true, true],
        frequency: 'none',
        discount: 0.1,
        maxDiscountAmount: 500,
      },
    );
    expect(
      messageOf(promoCodeDocumentSchema, { code: 'hello 10', discount: 0.1, maxDiscountAmount: 0 }),
    ).toBe('Use 1 to 40 letters, digits, dashes or underscores.');
    expect(messageOf(promoCodeDocumentSchema, { code: 'X', discount: 1.5, maxDiscountAmount: 0 })).toBe(
      'Use a fraction between 0 and 1.',
    );
    expect(staffDocumentSchema.parse({ email: 'Ana@Example.com', role: 'staff' }).email).toBe(
      'ana@example.com',
    );
  });
});

describe('capacity pacing settings', () => {
  it('defaults to pacing off: 15-minute windows, no limits', () => {
    expect(capacitySchema.parse({})).toEqual({
      windowMinutes: 15,
      maxOrders: null,
      maxItems: null,
      maxPrepMinutes: null,
      defaultPrepMinutes: 5,
      pickupAndDelivery: 'together',
      countDineIn: false,
    });
    expect(locationSettingsOverridesSchema.parse({}).capacity).toBeUndefined();
  });
  it('refuses negative, zero, fractional and absurd limits with a sentence', () => {
    expect(messageOf(capacitySchema, { maxOrders: 0 })).toBe(
      'Use at least 1 order per window, or leave it empty for no limit.',
    );
    expect(messageOf(capacitySchema, { maxItems: -3 })).toBe(
      'Use at least 1 item per window, or leave it empty for no limit.',
    );
    expect(messageOf(capacitySchema, { maxPrepMinutes: 0 })).toBe(
      'Use at least 1 prep minute per window, or leave it empty for no limit.',
    );
    expect(messageOf(capacitySchema, { maxOrders: 2.5 })).toBe(
      'Use a whole number of orders, or leave it empty for no limit.',
    );
    expect(messageOf(capacitySchema, { maxOrders: 100_000 })).toBe('Use at most 500 orders per window.');
    expect(messageOf(capacitySchema, { maxItems: 9999 })).toBe('Use at most 5000 items per window.');
    expect(messageOf(capacitySchema, { windowMinutes: 7 })).toBe(
      'Use a window of 5, 10, 15, 20, 30, 60 minutes.',
    );
    expect(messageOf(capacitySchema, { defaultPrepMinutes: -1 })).toBe('Minutes cannot be negative.');
    expect(messageOf(capacitySchema, { defaultPrepMinutes: 500 })).toBe(
      'Use at most 240 prep minutes per item.',
    );
    expect(messageOf(capacitySchema, { pickupAndDelivery: 'mixed' })).toBe('Use "together" or "apart".');
    expect(messageOf(capacitySchema, { maxOrders: 5, maxItems: 40, windowMinutes: 30 })).toBeNull();
  });
  it("refuses a product's negative or absurd prep minutes", () => {
    expect(messageOf(prepMinutesSchema, -1)).toBe('Minutes cannot be negative.');
    expect(messageOf(prepMinutesSchema, 241)).toBe('Use at most 240 prep minutes per item.');
    expect(messageOf(prepMinutesSchema, 12)).toBeNull();
  });
});
