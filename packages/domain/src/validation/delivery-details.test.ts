import { describe, expect, it } from 'vitest';
import { downtown, insideDowntown, makeSettings, outsideDowntown } from '../testing/fixtures.ts';
import {
  normaliseDeliveryDetails,
  placeLine,
  stripRegionAndCountry,
  validateDeliveryDetails,
} from './delivery-details.ts';

const form = {
  address: '1 Main St, Vancouver, BC, Canada',
  latLng: insideDowntown,
  fromSuggestion: true,
  aptNumber: '12',
  deliveryInstructions: 'Ring twice',
};
const zoned = makeSettings({ deliveryZone: downtown });

describe('validateDeliveryDetails', () => {
  it('accepts an address from a suggestion inside the area', () => {
    expect(validateDeliveryDetails(form, zoned)).toBeNull();
  });
  it('needs the address and coordinates of a suggestion', () => {
    expect(validateDeliveryDetails({ ...form, fromSuggestion: false }, zoned)).toBe(
      'Please select a valid address.',
    );
    expect(validateDeliveryDetails({ ...form, latLng: null }, zoned)).toBe('Please select a valid address.');
    expect(validateDeliveryDetails({ ...form, address: ' ' }, zoned)).toBe('Please select a valid address.');
  });
  it('needs the address inside the delivery area unless the courier delivers', () => {
    expect(validateDeliveryDetails({ ...form, latLng: outsideDowntown }, zoned)).toBe(
      'Sorry, your address is outside of our delivery area.',
    );
    expect(
      validateDeliveryDetails(
        { ...form, latLng: outsideDowntown },
        makeSettings({
          deliveryZonesWithFees: [{ deliveryZone: downtown, deliveryFee: 1, deliveryTime: 1 }],
        }),
      ),
    ).toBe('Sorry, your address is outside of our delivery area.');
    expect(
      validateDeliveryDetails({ ...form, latLng: outsideDowntown }, { ...zoned, courierEnabled: true }),
    ).toBeNull();
  });
  it('limits the apartment number to 10 and the instructions to 128 characters', () => {
    expect(validateDeliveryDetails({ ...form, aptNumber: ` ${'1'.repeat(10)} ` }, zoned)).toBeNull();
    expect(validateDeliveryDetails({ ...form, aptNumber: '1'.repeat(11) }, zoned)).toBe(
      'Sorry, apartment number must be 10 characters or less.',
    );
    expect(validateDeliveryDetails({ ...form, deliveryInstructions: 'x'.repeat(129) }, zoned)).toBe(
      'Sorry, delivery instructions must be 128 characters or less.',
    );
    expect(
      validateDeliveryDetails({ ...form, aptNumber: null, deliveryInstructions: undefined }, zoned),
    ).toBeNull();
  });
});

describe('normalising', () => {
  it('strips the region and country suffix', () => {
    expect(stripRegionAndCountry('1 Main St, Vancouver, BC, Canada')).toBe('1 Main St, Vancouver');
    expect(stripRegionAndCountry('1055 W Georgia St, Vancouver, BC V6E 3P3, Canada')).toBe(
      '1055 W Georgia St, Vancouver',
    );
    expect(stripRegionAndCountry('1 Main St, Vancouver, BC V6E3P3')).toBe('1 Main St, Vancouver');
    expect(stripRegionAndCountry('1 Pike St, Seattle, WA 98101, USA')).toBe('1 Pike St, Seattle');
    expect(stripRegionAndCountry('1 Main St, Vancouver')).toBe('1 Main St, Vancouver');
    expect(stripRegionAndCountry('Canada')).toBe('Canada');
  });
  it('writes a picked place on one line, which strips back to the street and city', () => {
    const robson = {
      address: '800 Robson St',
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6Z 3B7',
      country: 'Canada',
    };
    expect(placeLine(robson)).toBe('800 Robson St, Vancouver, BC V6Z 3B7, Canada');
    expect(stripRegionAndCountry(placeLine(robson))).toBe('800 Robson St, Vancouver');
  });
  it('trims every text', () => {
    expect(normaliseDeliveryDetails({ ...form, aptNumber: ' 12 ', deliveryInstructions: ' Ring ' })).toEqual({
      address: '1 Main St, Vancouver',
      latLng: insideDowntown,
      aptNumber: '12',
      deliveryInstructions: 'Ring',
    });
    expect(normaliseDeliveryDetails({ address: 'x', latLng: undefined, fromSuggestion: true })).toEqual({
      address: 'x',
      latLng: null,
      aptNumber: '',
      deliveryInstructions: '',
    });
  });
});
