import { describe, expect, it } from 'vitest';
import {
  activeCategoryOrder,
  activeMenus,
  categoryProducts,
  isAvailable,
  isChoiceActive,
  isProductActive,
  matchesOrderType,
  menuCategories,
  takeoutAccessoryProducts,
} from './menu-activity.ts';
import { at, everyDay, makeProduct, makeSettings } from './testing/fixtures.ts';
import type { Category, Menu } from './types.ts';

const lunch: Menu = {
  name: 'Lunch',
  active: true,
  hours: everyDay({ open: '11:00', close: '15:00' }),
  categoryOrder: ['bowls', 'drinks'],
};
const happyHour: Menu = {
  name: 'Happy hour',
  active: true,
  hours: everyDay({ open: '14:00', close: '17:00' }),
  categoryOrder: ['drinks', 'snacks'],
};
const settings = makeSettings({
  menus: {
    default: { name: 'All day', active: true, hours: everyDay(null), categoryOrder: ['mains', 'drinks'] },
    menu1: lunch,
    menu2: happyHour,
    menu3: { ...lunch, active: false, categoryOrder: ['hidden'] },
  },
});

describe('activity', () => {
  it('follows activeAfter when present', () => {
    expect(
      isProductActive(
        makeProduct({ id: 'a', active: false, activeAfter: '2026-06-10T10:00:00Z' }),
        '2026-06-10T10:00:01Z',
      ),
    ).toBe(true);
    expect(
      isProductActive(
        makeProduct({ id: 'a', active: true, activeAfter: '2026-06-10T10:00:00Z' }),
        '2026-06-10T10:00:00Z',
      ),
    ).toBe(false);
  });
  it('otherwise is active unless active is false', () => {
    expect(isProductActive(makeProduct({ id: 'a', activeAfter: null }), at('2026-06-10T12:00'))).toBe(true);
    expect(isProductActive(makeProduct({ id: 'a', active: false }), at('2026-06-10T12:00'))).toBe(false);
    expect(isAvailable({ active: undefined as unknown as boolean }, new Date())).toBe(true);
    expect(isChoiceActive({ active: false, activeAfter: '' }, new Date())).toBe(false);
  });
});

describe('matchesOrderType', () => {
  it("shows 'all' everywhere, 'dine-in' only dining in, 'dine-out' only otherwise", () => {
    expect(matchesOrderType('all', true)).toBe(true);
    expect(matchesOrderType('all', false)).toBe(true);
    expect(matchesOrderType(undefined, false)).toBe(true);
    expect(matchesOrderType('dine-in', true)).toBe(true);
    expect(matchesOrderType('dine-in', false)).toBe(false);
    expect(matchesOrderType('dine-out', true)).toBe(false);
    expect(matchesOrderType('dine-out', false)).toBe(true);
  });
});

describe('menus', () => {
  it('uses every active menu open now, in menu order, without repeats', () => {
    expect(activeMenus(settings, at('2026-06-10T14:30')).map((menu) => menu.name)).toEqual([
      'Lunch',
      'Happy hour',
    ]);
    expect(activeCategoryOrder(settings, at('2026-06-10T14:30'))).toEqual(['bowls', 'drinks', 'snacks']);
    expect(activeCategoryOrder(settings, at('2026-06-10T12:00'))).toEqual(['bowls', 'drinks']);
  });
  it('falls back to the default menu, then to the location order', () => {
    expect(activeCategoryOrder(settings, at('2026-06-10T20:00'))).toEqual(['mains', 'drinks']);
    const noDefault = { ...settings, menus: { menu1: lunch } as never };
    expect(activeCategoryOrder(noDefault, at('2026-06-10T20:00'))).toEqual(['fallback']);
  });
  it('counts an overnight menu from yesterday', () => {
    const late = {
      ...settings,
      menus: { ...settings.menus, menu1: { ...lunch, hours: everyDay({ open: '22:00', close: '02:00' }) } },
    };
    expect(activeCategoryOrder(late, at('2026-06-10T01:00'))).toEqual(['bowls', 'drinks']);
  });
});

describe('menuCategories and categoryProducts', () => {
  const category = (id: string, orderType: Category['orderType'] = 'all'): Category => ({
    id,
    name: id,
    productOrder: [],
    orderType,
    takeoutAccessory: false,
  });
  it('orders the active categories and filters them by order type', () => {
    const categories = [category('drinks'), category('mains', 'dine-out'), category('bowls', 'dine-in')];
    const names = (isDineIn: boolean, time: string) =>
      menuCategories({ settings, categories, now: at(time), isDineIn }).map((c) => c.id);
    expect(names(false, '2026-06-10T20:00')).toEqual(['mains', 'drinks']);
    expect(names(true, '2026-06-10T20:00')).toEqual(['drinks']);
    expect(names(true, '2026-06-10T12:00')).toEqual(['bowls', 'drinks']);
  });
  it('lists products in order, by order type, keeping sold-out ones unless asked', () => {
    const products = [
      makeProduct({ id: 'a' }),
      makeProduct({ id: 'b', orderType: 'dine-in' }),
      makeProduct({ id: 'c', active: false }),
    ];
    const cat = { productOrder: ['c', 'missing', 'b', 'a'] };
    const ids = (isDineIn: boolean, onlyActive?: boolean) =>
      categoryProducts({ category: cat, products, now: at('2026-06-10T12:00'), isDineIn, onlyActive }).map(
        (p) => p.id,
      );
    expect(ids(true)).toEqual(['c', 'b', 'a']);
    expect(ids(false)).toEqual(['c', 'a']);
    expect(ids(true, true)).toEqual(['b', 'a']);
  });
});

describe('takeoutAccessoryProducts', () => {
  const products = [
    makeProduct({ id: 'fork', name: 'Fork' }),
    makeProduct({ id: 'straw', name: 'Straw', active: false }),
    makeProduct({ id: 'napkins', name: 'Napkins' }),
    makeProduct({ id: 'bag', name: 'Bag', active: false, activeAfter: at('2026-06-10T12:00') }),
  ];
  const accessories = { takeoutAccessories: ['napkins', 'missing', 'straw', 'bag', 'fork', 'napkins'] };
  it("offers the location's accessories in their order, once each, that exist and are active now", () => {
    const ids = (now: string) =>
      takeoutAccessoryProducts(accessories, products, now, false).map((product) => product.id);
    expect(ids(at('2026-06-10T11:00'))).toEqual(['napkins', 'fork']);
    expect(ids(at('2026-06-10T12:01'))).toEqual(['napkins', 'bag', 'fork']);
  });
  it('offers none for a dine-in order or without accessories', () => {
    expect(takeoutAccessoryProducts(accessories, products, at('2026-06-10T11:00'), true)).toEqual([]);
    expect(takeoutAccessoryProducts({}, products, at('2026-06-10T11:00'), false)).toEqual([]);
    expect(takeoutAccessoryProducts(makeSettings(), products, new Date(), false)).toEqual([]);
  });
});
