import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LatLng, WeeklyHours } from '@orderly/domain';
import type { BrandSettings } from '@orderly/domain/restaurant-document';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoDocument } from './demo.ts';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '../../public');
const mediaDir = join(publicDir, 'media/demo');

const document = demoDocument();
/** The demo file, its accounts beside it (a development aid, not part of the restaurant). */
const demo = {
  ...document,
  locations: document.locations.map((location) => ({ ...location, soldOutProducts: location.soldOut })),
  users: demoAccounts(),
};
/** The inner fee zone is listed first; the overall delivery zone is the outer one. */
const innerZone: LatLng[] = document.settings.deliveryZonesWithFees[0]!.deliveryZone;
const outerZone: LatLng[] = document.settings.deliveryZone;
const { categories, products, modifiers } = demo.menu;
const productIds = new Set(products.map((p) => p.id));
const categoryIds = new Set(categories.map((c) => c.id));
const modifierIds = new Set(modifiers.map((m) => m.id));
const choices = modifiers.flatMap((m) => m.choices);
const FUTURE = Date.parse('2026-12-31T00:00:00Z');

/** Brand settings with each location's settings merged over them. */
const merged = demo.locations.map((location) => ({
  location,
  settings: { ...demo.settings, ...location.settings } as BrandSettings,
}));
const downtown = merged.find((m) => m.location.id === 'downtown')!;
const kitsilano = merged.find((m) => m.location.id === 'kitsilano')!;

const unique = (values: string[]) => new Set(values).size === values.length;
const isCents = (value: number) => Number.isInteger(value) && value >= 0;

const ring = (zone: LatLng[]) => {
  const coords = zone.map((p) => [p.lng, p.lat]);
  coords.push([zone[0]!.lng, zone[0]!.lat]);
  return polygon([coords]);
};
const inside = (p: LatLng, zone: LatLng[]) => booleanPointInPolygon(point([p.lng, p.lat]), ring(zone));

describe('demo restaurant: identity and fixed ids', () => {
  it('has the fixed restaurant, location and table ids', () => {
    expect(demo.id).toBe('demo');
    expect(demo.locations.map((l) => l.id)).toEqual(['downtown', 'kitsilano']);
    for (const location of demo.locations) {
      expect(location.tables.map((t) => t.id)).toEqual(Array.from({ length: 12 }, (_, i) => `t${i + 1}`));
      expect(location.tables.every((t) => t.active && t.tableNumber === t.id.slice(1))).toBe(true);
    }
  });

  it('has unique ids everywhere', () => {
    expect(unique(categories.map((c) => c.id))).toBe(true);
    expect(unique(products.map((p) => p.id))).toBe(true);
    expect(unique(modifiers.map((m) => m.id))).toBe(true);
    expect(unique(choices.map((c) => c.id))).toBe(true);
    expect(unique(demo.rewards.map((r) => r.id))).toBe(true);
    expect(unique(demo.promoCodes.map((p) => p.code.toUpperCase()))).toBe(true);
    expect(unique(demo.users.map((u) => u.email))).toBe(true);
    for (const id of [...productIds, ...choices.map((c) => c.id)])
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has the demo accounts', () => {
    const byEmail = new Map(demo.users.map((u) => [u.email, u]));
    expect(byEmail.get('customer@demo.test')).toMatchObject({
      role: 'customer',
      password: 'demo1234',
      phoneNumber: '7785550123',
      rewardPoints: 2400,
    });
    expect(byEmail.get('staff@demo.test')).toMatchObject({ role: 'staff', password: 'demo1234' });
    expect(byEmail.get('manager@demo.test')).toMatchObject({ role: 'manager', password: 'demo1234' });
    for (const user of demo.users) expect(user.phoneNumber).toMatch(/^\d{10}$/);
  });
});

describe('demo restaurant: references', () => {
  it('every category, menu and product reference exists', () => {
    for (const category of categories) {
      expect(category.productOrder.length).toBeGreaterThan(0);
      for (const id of category.productOrder) expect(productIds, `${category.id} → ${id}`).toContain(id);
    }
    for (const { settings } of merged) {
      for (const id of settings.categoryOrder) expect(categoryIds).toContain(id);
      for (const menu of Object.values(settings.menus)) {
        for (const id of menu?.categoryOrder ?? []) expect(categoryIds, `menu → ${id}`).toContain(id);
      }
      for (const id of settings.takeoutAccessories) expect(productIds).toContain(id);
    }
    for (const product of products) {
      for (const id of product.modifiers) expect(modifierIds, `${product.id} → ${id}`).toContain(id);
      for (const id of product.options) expect(productIds, `${product.id} → ${id}`).toContain(id);
    }
    for (const reward of demo.rewards) {
      if (reward.type.endsWith('/Product')) expect(productIds).toContain(reward.value);
    }
    const choiceIds = new Set(choices.map((c) => c.id));
    for (const location of demo.locations) {
      for (const id of location.soldOutProducts ?? [])
        expect(productIds.has(id) || choiceIds.has(id)).toBe(true);
    }
  });

  it('every product appears in a category and the default menu lists every category', () => {
    const listed = new Set(categories.flatMap((c) => c.productOrder));
    for (const id of productIds) expect(listed, id).toContain(id);
    expect([...demo.settings.menus.default.categoryOrder].sort()).toEqual([...categoryIds].sort());
  });

  it('every image exists on disk', () => {
    const urls = [
      ...products.map((p) => p.imageUrl),
      ...categories.map((c) => c.imageUrl),
      ...demo.rewards.map((r) => r.imageUrl),
      ...merged.flatMap(({ settings }) => [
        ...Object.values(settings.images),
        ...(settings.tabletSplashImages ?? []),
      ]),
      '/media/demo/not-found.svg',
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/demo\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(publicDir, url!)), url).toBe(true);
    }
  });

  it('artwork is small, square where it should be, and has no embedded bitmaps', () => {
    const files = readdirSync(mediaDir).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(products.length + categories.length);
    for (const file of files) {
      const text = readFileSync(join(mediaDir, file), 'utf8');
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="'), file).toBe(true);
      expect(text).not.toMatch(/<image|data:image/);
      expect(statSync(join(mediaDir, file)).size, file).toBeLessThan(12_000);
    }
    for (const p of products) {
      expect(readFileSync(join(publicDir, p.imageUrl), 'utf8')).toContain('viewBox="0 0 400 400"');
    }
  });
});

describe('demo restaurant: money and menu rules', () => {
  it('prices and fees are non-negative integer cents; fractions are 0..1', () => {
    for (const p of products) expect(isCents(p.price), p.id).toBe(true);
    for (const c of choices) expect(isCents(c.price), c.id).toBe(true);
    for (const p of demo.promoCodes) expect(isCents(p.maxDiscountAmount)).toBe(true);
    for (const { settings } of merged) {
      for (const v of [
        settings.minOrder,
        settings.minOrderDiscount,
        settings.deposit,
        settings.deliveryFee,
        settings.bagFee.amount,
        settings.bagFee.interval,
        settings.subscriptionFee,
        ...settings.deliveryZonesWithFees.map((z) => z.deliveryFee),
      ]) {
        expect(isCents(v)).toBe(true);
      }
      for (const f of [
        settings.firstOrderDiscount,
        settings.pickupDiscount,
        settings.cardProviderFee,
        settings.commissionFee,
        ...settings.tipValues,
      ]) {
        expect(f >= 0 && f <= 1).toBe(true);
      }
    }
    for (const p of products) expect(p.taxRate >= 0 && p.taxRate <= 1).toBe(true);
  });

  it('has a real menu: categories of every kind and enough products', () => {
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(products.length).toBeGreaterThanOrEqual(25);
    expect(categories.some((c) => c.takeoutAccessory)).toBe(true);
    expect(categories.some((c) => c.orderType === 'dine-in')).toBe(true);
    expect(categories.some((c) => c.orderType === 'dine-out')).toBe(true);
    for (const c of categories) expect(c.description).toBeTruthy();
    for (const p of products) expect(p.description.length).toBeGreaterThan(20);
  });

  it('has modifiers that exercise every rule', () => {
    expect(modifiers.some((m) => m.required === 1 && m.maxSelect === 1)).toBe(true);
    expect(modifiers.some((m) => m.required === 0 && m.maxSelect > 1)).toBe(true);
    expect(modifiers.some((m) => m.required === 0 && m.maxSelect === 0)).toBe(true);
    expect(modifiers.some((m) => m.required >= 2 && m.maxSelect === m.required)).toBe(true);
    expect(choices.some((c) => !c.active && !c.activeAfter)).toBe(true);
    expect(choices.some((c) => c.activeAfter && Date.parse(c.activeAfter) > FUTURE)).toBe(true);
    expect(choices.some((c) => c.selected)).toBe(true);
    for (const m of modifiers) {
      expect(m.maxSelect === 0 || m.maxSelect >= m.required, m.id).toBe(true);
      expect(
        m.choices.filter((c) => c.selected).length <= Math.max(1, m.maxSelect) || m.maxSelect === 0,
      ).toBe(true);
    }
  });

  it('has special products: other tax rate with choices, arriving later, sold out', () => {
    expect(products.some((p) => p.taxRate !== 0.05 && p.modifiers.length > 0)).toBe(true);
    expect(products.some((p) => p.activeAfter === '2027-03-01T00:00:00.000Z')).toBe(true);
    expect(products.some((p) => p.active === false && !p.activeAfter)).toBe(true);
    expect(products.some((p) => p.options.length > 0)).toBe(true);
  });

  it('has the promo codes and all four reward types', () => {
    const codes = new Map(demo.promoCodes.map((p) => [p.code, p]));
    expect(codes.get('WELCOME10')).toMatchObject({
      active: true,
      frequency: 'none',
      discount: 0.1,
      maxDiscountAmount: 1000,
    });
    expect(codes.get('WEEKLY15')).toMatchObject({
      active: true,
      frequency: 'week',
      discount: 0.15,
      maxDiscountAmount: 800,
    });
    expect(codes.get('OLDNEWS')?.active).toBe(false);
    expect(codes.get('TACOTUESDAY')?.validDays).toEqual([false, false, true, false, false, false, false]);
    for (const p of demo.promoCodes) expect(p.validDays).toHaveLength(7);
    expect(new Set(demo.rewards.map((r) => r.type))).toEqual(
      new Set([
        'FreeFirstOrderOrPoints/Discount',
        'Points/Discount',
        'FreeFirstOrderOrPoints/Product',
        'Points/Product',
      ]),
    );
    for (const r of demo.rewards) expect(r.name && r.imageUrl && r.points > 0).toBeTruthy();
  });
});

describe('demo restaurant: locations', () => {
  const allDay = (hours: WeeklyHours) => hours.every((d) => d?.open === '00:00' && d.close === '24:00');

  it('downtown is always open with its own delivery', () => {
    const s = downtown.settings;
    expect(allDay(s.hours)).toBe(true);
    expect(allDay(s.deliveryHours)).toBe(true);
    for (const menu of Object.values(s.menus)) expect(allDay(menu!.hours)).toBe(true);
    expect(s).toMatchObject({
      timeZone: 'America/Vancouver',
      deliveryEnabled: true,
      courierEnabled: false,
      orderOpen: true,
      deliveryOpen: true,
      printingEnabled: true,
      pauseWhenStaffOffline: false,
      dineInEnabled: true,
      guestOrderingEnabled: true,
      virtualKioskEnabled: true,
      rewardsEnabled: true,
      promoCodesEnabled: true,
      commentsEnabled: true,
      dineInOrderingEnabled: true,
      paymentMethodType: 'both',
      dineInPaymentMethodType: 'both',
    });
    expect(s.deliveryZonesWithFees).toHaveLength(2);
    expect(s.deliveryZonesWithFees[0]!.deliveryFee).toBeLessThan(s.deliveryZonesWithFees[1]!.deliveryFee);
    // The inner zone lies inside the outer one, and both inside the delivery zone.
    for (const p of innerZone) expect(inside(p, outerZone)).toBe(true);
    for (const z of s.deliveryZonesWithFees)
      for (const p of z.deliveryZone) expect(inside(p, s.deliveryZone)).toBe(true);
    expect(inside(downtown.location.latLng, innerZone)).toBe(true);
  });

  it('timed menus at downtown together list every category', () => {
    const timed = Object.entries(downtown.settings.menus).filter(([key]) => key !== 'default');
    expect(timed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(timed.flatMap(([, m]) => m!.categoryOrder))).toEqual(categoryIds);
  });

  it('kitsilano has real hours, a weekday break, overnight weekends and courier delivery', () => {
    const s = kitsilano.settings;
    for (const day of [1, 2, 3, 4, 5]) expect(s.hours[day]?.breakStart).toBeTruthy();
    for (const day of [5, 6]) expect(s.hours[day]!.close < s.hours[day]!.open).toBe(true);
    expect(s).toMatchObject({ courierEnabled: true, deliveryEnabled: true, deliveryOnlinePaymentOnly: true });
    expect(s.courierAddress).toMatchObject({ city: 'Vancouver', state: 'BC' });
    expect(s.styles.theme).toBe('dark');
    const timed = Object.entries(s.menus).filter(([key]) => key !== 'default');
    expect(timed.length).toBeGreaterThanOrEqual(2);
    for (const [, menu] of timed) expect(allDay(menu!.hours)).toBe(false);
  });

  it('the brand colour has good contrast against white text', () => {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const { settings } of merged) {
      expect(1.05 / (lum(settings.styles.brandColor) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

interface GazetteerEntry {
  placeId: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  lat: number;
  lng: number;
}

describe('gazetteer', () => {
  const gazetteer = JSON.parse(readFileSync(join(here, 'gazetteer.json'), 'utf8')) as GazetteerEntry[];

  it('holds well-formed Canadian addresses', () => {
    expect(gazetteer.length).toBeGreaterThanOrEqual(70);
    expect(unique(gazetteer.map((g) => g.placeId))).toBe(true);
    for (const g of gazetteer) {
      expect(g.country).toBe('Canada');
      expect(g.province).toBe('BC');
      expect(g.postalCode).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(g.lat).toBeGreaterThan(49);
      expect(g.lat).toBeLessThan(49.5);
      expect(g.lng).toBeGreaterThan(-123.4);
      expect(g.lng).toBeLessThan(-122.7);
    }
  });

  it('has addresses in the inner zone, the outer ring and outside all zones', () => {
    const counts = { inner: 0, outer: 0, outside: 0 };
    for (const g of gazetteer) {
      if (inside(g, innerZone)) counts.inner++;
      else if (inside(g, outerZone)) counts.outer++;
      else counts.outside++;
    }
    expect(counts.inner).toBeGreaterThan(20);
    expect(counts.outer).toBeGreaterThan(5);
    expect(counts.outside).toBeGreaterThan(5);
    // A few known places.
    const at = (address: string) => gazetteer.find((g) => g.address === address)!;
    expect(inside(at('1055 W Georgia St'), innerZone)).toBe(true);
    expect(inside(at('1661 Duranleau St'), innerZone)).toBe(false);
    expect(inside(at('1661 Duranleau St'), outerZone)).toBe(true);
    expect(inside(at('4700 Kingsway'), outerZone)).toBe(false);
    // Kitsilano neighbours: some in the outer ring, some beyond it.
    const kits = gazetteer.filter((g) => g.lat < 49.275 && g.lng < -123.15 && g.lng > -123.18);
    expect(kits.some((g) => inside(g, outerZone))).toBe(true);
    expect(kits.some((g) => !inside(g, outerZone))).toBe(true);
  });
});
