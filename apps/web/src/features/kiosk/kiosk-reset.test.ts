import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, type Session, updateSession } from '../../lib/session.ts';
import { forgetCustomer, keepsCustomerData, kioskStartPath, startOver } from './kiosk-reset.ts';

const kioskSession: Session = {
  restaurantId: 'demo',
  locationId: 'downtown',
  tableId: null,
  kiosk: true,
  kioskId: 't12',
  kioskVisit: 'visit-1',
  chosenOrderType: 'Pickup',
};

/** What a customer leaves on a device: every key the app writes, with their data. */
function customerLeftovers() {
  const storage = window.localStorage;
  storage.setItem('orderly.session', JSON.stringify(kioskSession));
  storage.setItem('orderly.auth', JSON.stringify('secret-token'));
  storage.setItem('orderly.trackingLinks', JSON.stringify([{ orderId: 'o1', token: 'tok' }]));
  storage.setItem('orderly.checkout.demo:downtown', JSON.stringify({ promo: { code: 'SAVE10' }, tip: 0.2 }));
  storage.setItem('orderly.cart.demo:downtown', JSON.stringify([{ id: 'burger', count: 1 }]));
  storage.setItem('orderly.reviewAsked', JSON.stringify(['o1']));
  storage.setItem('requestId', JSON.stringify('r1'));
  storage.setItem('orderly.brand.demo', JSON.stringify({ name: 'Demo', logo: '/logo.svg' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("the kiosk's storage wipe", () => {
  it('forgets everything of the customer and keeps only what makes it this kiosk', () => {
    customerLeftovers();
    expect(keepsCustomerData(window.localStorage)).toBe(true);

    forgetCustomer(window.localStorage, kioskSession, 'visit-2');

    const keys = Object.keys(window.localStorage).sort();
    expect(keys).toEqual(['orderly.brand.demo', 'orderly.session']);
    expect(JSON.parse(window.localStorage.getItem('orderly.session')!)).toEqual({
      restaurantId: 'demo',
      locationId: 'downtown',
      // Dine-in at the kiosk starts from its own id again (its orders never name it as a table).
      tableId: 't12',
      kiosk: true,
      kioskId: 't12',
      kioskVisit: 'visit-2',
      chosenOrderType: '',
    });
    expect(keepsCustomerData(window.localStorage)).toBe(false);
  });

  it("starts over at the kiosk's own link, a new page with a new visit", () => {
    customerLeftovers();
    updateSession(kioskSession);
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace } as Location);

    startOver();

    expect(replace).toHaveBeenCalledWith('/restaurants/demo/locations/downtown/kiosks/t12/');
    expect(window.localStorage.getItem('orderly.auth')).toBeNull();
    expect(window.localStorage.getItem('orderly.trackingLinks')).toBeNull();
    const stored = JSON.parse(window.localStorage.getItem('orderly.session')!) as Session;
    expect(stored.kioskVisit).not.toBe('visit-1');
    expect(stored).toMatchObject({
      kiosk: true,
      kioskId: 't12',
      restaurantId: 'demo',
      locationId: 'downtown',
    });
    // The in-memory session is the old page's; the new page reads the stored one.
    expect(getSession().kioskVisit).toBe('visit-1');
  });

  it('names the start screen by the kiosk link, escaped', () => {
    expect(kioskStartPath({ restaurantId: 'a b', locationId: 'l/1', kioskId: 'k 7' })).toBe(
      '/restaurants/a%20b/locations/l%2F1/kiosks/k%207/',
    );
    expect(kioskStartPath({ restaurantId: 'demo', locationId: 'downtown', kioskId: null })).toBe(
      '/order_type',
    );
  });
});
