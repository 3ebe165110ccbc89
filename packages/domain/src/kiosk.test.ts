import { describe, expect, it } from 'vitest';
import {
  checkKioskOrder,
  kioskDineIn,
  kioskMessages,
  kioskServiceSentence,
  orderPlaceLabel,
  parseStandNumber,
} from './kiosk.ts';

const on = { virtualKioskEnabled: true, dineInEnabled: true } as const;

describe('a kiosk order (decision 0092)', () => {
  it('is called at the counter unless the location serves at table stands', () => {
    expect(kioskDineIn({})).toBe('counter');
    expect(kioskDineIn({ kioskDineIn: 'stand' })).toBe('stand');
  });

  it('takes a stand number from 1 to 999 where the location serves at stands, and none elsewhere', () => {
    const stand = { ...on, kioskDineIn: 'stand' as const };
    expect(checkKioskOrder({ settings: stand, orderType: 'Dine-in', stand: 14 })).toBeNull();
    expect(checkKioskOrder({ settings: stand, orderType: 'Dine-in', stand: 1 })).toBeNull();
    expect(checkKioskOrder({ settings: stand, orderType: 'Dine-in', stand: 999 })).toBeNull();
    for (const refused of [null, 0, 1000, 2.5, -3])
      expect(checkKioskOrder({ settings: stand, orderType: 'Dine-in', stand: refused })).toBe(
        kioskMessages.standNumber,
      );
    expect(checkKioskOrder({ settings: on, orderType: 'Dine-in', stand: null })).toBeNull();
    expect(checkKioskOrder({ settings: on, orderType: 'Dine-in', stand: 4 })).toBe(
      kioskMessages.noStandAtCounter,
    );
    expect(checkKioskOrder({ settings: stand, orderType: 'Pickup', stand: null })).toBeNull();
    expect(checkKioskOrder({ settings: stand, orderType: 'Pickup', stand: 4 })).toBe(
      kioskMessages.noStandForTakeout,
    );
  });

  it('is Dine-in or Pickup, where the kiosk and dine-in are on', () => {
    expect(checkKioskOrder({ settings: on, orderType: 'Delivery', stand: null })).toBe(
      kioskMessages.dineInOrTakeout,
    );
    expect(
      checkKioskOrder({ settings: { ...on, virtualKioskEnabled: false }, orderType: 'Pickup', stand: null }),
    ).toBe(kioskMessages.kioskOff);
    expect(
      checkKioskOrder({ settings: { ...on, dineInEnabled: false }, orderType: 'Dine-in', stand: null }),
    ).toBe(kioskMessages.noDineIn);
  });

  it('reads a typed stand number', () => {
    expect(parseStandNumber(' 14 ')).toEqual({ stand: 14 });
    expect(parseStandNumber('999')).toEqual({ stand: 999 });
    for (const typed of ['', '0', '1000', '1.5', '-2', 'twelve', '1e2'])
      expect(parseStandNumber(typed)).toEqual({ error: kioskMessages.standNumber });
  });

  it('tells the customer and the kitchen where it goes, never by the kiosk id', () => {
    expect(kioskServiceSentence({ orderType: 'Dine-in', stand: 14 })).toBe("We'll bring it to stand 14.");
    expect(kioskServiceSentence({ orderType: 'Dine-in', stand: null })).toBe(
      "We'll call your order number at the counter.",
    );
    expect(kioskServiceSentence({ orderType: 'Pickup', stand: null })).toBe(
      "We'll call your order number at the counter.",
    );
    const kiosk = { kioskId: 't12' };
    expect(orderPlaceLabel({ orderType: 'Dine-in', tableNumber: null, kiosk: { ...kiosk, stand: 14 } })).toBe(
      'Kiosk — stand 14',
    );
    expect(orderPlaceLabel({ orderType: 'Dine-in', kiosk: { ...kiosk, stand: null } })).toBe(
      'Kiosk — counter',
    );
    expect(orderPlaceLabel({ orderType: 'Pickup', kiosk: { ...kiosk, stand: null } })).toBe(
      'Kiosk — takeout',
    );
    expect(orderPlaceLabel({ orderType: 'Dine-in', tableNumber: '12', kiosk: null })).toBe('Table 12');
    // A round of a table visit's tab (decision 0093).
    expect(orderPlaceLabel({ orderType: 'Dine-in', tableNumber: '5', visitRound: 2 })).toBe(
      'Table 5 · round 2',
    );
    expect(orderPlaceLabel({ orderType: 'Dine-in', tableNumber: '5', visitRound: null })).toBe('Table 5');
    expect(orderPlaceLabel({ orderType: 'Pickup', tableNumber: null })).toBeNull();
  });
});
