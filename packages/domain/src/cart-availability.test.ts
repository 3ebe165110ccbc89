import { describe, expect, it } from 'vitest';
import { cartLineUnavailable, linesOffMenu, productServedText } from './cart-availability.ts';
import { menuProductIds } from './menu-activity.ts';
import { messages } from './messages.ts';
import { at, everyDay, makeSettings } from './testing/fixtures.ts';
import type { Category, WeeklyHours } from './types.ts';

const now = new Date('2026-11-18T19:30:00-08:00');
const modifiers = [
  {
    id: 'toppings',
    choices: [
      { id: 'bacon', name: 'Bacon', price: 250, active: true },
      { id: 'aioli', name: 'Aioli', price: 200, active: false },
    ],
  },
];

describe('cart lines that can no longer be ordered', () => {
  it('an available product with available choices is fine', () => {
    const picked = [{ modifierId: 'toppings', id: 'bacon' }];
    expect(cartLineUnavailable({ product: { active: true }, picked, modifiers, now })).toBeNull();
  });
  it('a sold-out or vanished product, or a sold-out choice, is named', () => {
    expect(cartLineUnavailable({ product: { active: false }, picked: [], modifiers, now })).toBe(
      messages.productSoldOut,
    );
    expect(cartLineUnavailable({ product: undefined, picked: [], modifiers, now })).toBe(
      messages.productSoldOut,
    );
    const picked = [{ modifierId: 'toppings', id: 'aioli' }];
    expect(cartLineUnavailable({ product: { active: true }, picked, modifiers, now })).toBe(
      messages.choiceSoldOut,
    );
  });
  it('a product back on sale after activeAfter is fine again', () => {
    const product = { active: false, activeAfter: '2026-11-18T10:00:00Z' };
    expect(cartLineUnavailable({ product, picked: [], modifiers, now })).toBeNull();
  });
});

describe('cart lines off the menu at the chosen time', () => {
  const category = (
    id: string,
    productOrder: string[],
    orderType: Category['orderType'] = 'all',
  ): Category => ({
    id,
    name: id,
    description: '',
    imageUrl: '',
    productOrder,
    orderType,
    takeoutAccessory: false,
  });
  const categories = [
    category('breakfast', ['pancakes']),
    category('mains', ['burger']),
    category('drinks', ['coffee']),
    category('bar', ['beer'], 'dine-in'),
  ];
  const weekdaysOnly: WeeklyHours = [
    null,
    { open: '11:00', close: '15:00', breakStart: '12:00', breakEnd: '13:00' },
    { open: '11:00', close: '15:00', breakStart: '12:00', breakEnd: '13:00' },
    { open: '11:00', close: '15:00', breakStart: '12:00', breakEnd: '13:00' },
    { open: '11:00', close: '15:00', breakStart: '12:00', breakEnd: '13:00' },
    { open: '11:00', close: '15:00', breakStart: '12:00', breakEnd: '13:00' },
    null,
  ];
  const settings = makeSettings({
    menus: {
      default: {
        name: 'All day',
        active: true,
        hours: everyDay(null),
        categoryOrder: ['breakfast', 'mains', 'drinks'],
      },
      menu1: {
        name: 'Breakfast',
        active: true,
        hours: everyDay({ open: '08:00', close: '11:00' }),
        categoryOrder: ['breakfast', 'drinks'],
      },
      menu2: {
        name: 'Dinner',
        active: true,
        hours: everyDay({ open: '17:00', close: '22:00' }),
        categoryOrder: ['mains', 'drinks', 'bar'],
      },
      menu3: { name: 'Lunch', active: true, hours: weekdaysOnly, categoryOrder: ['mains'] },
      menu4: {
        name: 'Old brunch',
        active: false,
        hours: everyDay({ open: '06:00', close: '07:00' }),
        categoryOrder: ['breakfast'],
      },
    },
  });
  const products = [
    { id: 'pancakes', name: 'Pancakes' },
    { id: 'burger', name: 'Burger' },
    { id: 'coffee', name: 'Coffee' },
  ];
  // 2026-06-10 is a Wednesday, 2026-06-13 a Saturday.
  const off = (when: string) => linesOffMenu({ settings, categories, products, when, isDineIn: false });

  it('names each line the menus open then leave out, with the sentence the server refuses it with', () => {
    expect(off(at('2026-06-10T09:00'))).toEqual([
      {
        productId: 'burger',
        name: 'Burger',
        message: 'Sorry, Burger is not on the menu at this time.',
        served: 'Burger is served 11:00 AM – 12:00 PM and 1:00 PM – 3:00 PM and 5:00 PM – 10:00 PM.',
      },
    ]);
    expect(off(at('2026-06-10T19:00'))).toEqual([
      {
        productId: 'pancakes',
        name: 'Pancakes',
        message: 'Sorry, Pancakes is not on the menu at this time.',
        served: 'Pancakes is served 8:00 AM – 11:00 AM.',
      },
    ]);
    // No timed menu open: the default menu offers everything on it.
    expect(off(at('2026-06-10T23:30'))).toEqual([]);
  });
  it('joins the hours of menus that meet: coffee from breakfast through dinner reads as one span', () => {
    const coffee = { id: 'coffee', name: 'Coffee' };
    const when = at('2026-06-10T12:30');
    expect(productServedText({ settings, categories, product: coffee, when, isDineIn: false })).toBe(
      'Coffee is served 8:00 AM – 11:00 AM and 5:00 PM – 10:00 PM.',
    );
    const allDayDrinks = makeSettings({
      menus: {
        ...settings.menus,
        menu3: { ...settings.menus.menu3!, categoryOrder: ['mains', 'drinks'] },
      },
    });
    expect(
      productServedText({ settings: allDayDrinks, categories, product: coffee, when, isDineIn: false }),
    ).toBe('Coffee is served 8:00 AM – 12:00 PM and 1:00 PM – 3:00 PM and 5:00 PM – 10:00 PM.');
  });

  it("says that day's hours: a menu closed that day is left out, none at all says so", () => {
    const saturday = off(at('2026-06-13T09:00'));
    expect(saturday.map((line) => line.served)).toEqual(['Burger is served 5:00 PM – 10:00 PM.']);
    const noMains = makeSettings({
      menus: {
        ...settings.menus,
        menu2: { ...settings.menus.menu2!, hours: everyDay(null) },
        menu3: { ...settings.menus.menu3!, hours: everyDay(null) },
      },
    });
    expect(
      productServedText({
        settings: noMains,
        categories,
        product: products[1]!,
        when: at('2026-06-13T09:00'),
        isDineIn: false,
      }),
    ).toBe('Burger is not served that day.');
  });
  it('agrees with the order check (menuProductIds) at every quarter hour of a day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const when = at(`2026-06-10T${clock}`);
      const onMenu = menuProductIds({ settings, categories, when, isDineIn: false });
      expect(off(when).map((line) => line.productId)).toEqual(
        products.filter((product) => !onMenu.has(product.id)).map((product) => product.id),
      );
    }
  });
  it('a product on no timed menu (or on an all-day one) has no hours to say; each product once', () => {
    const plain = makeSettings({
      menus: {
        default: settings.menus.default,
        menu1: { ...settings.menus.menu1!, categoryOrder: ['drinks'] },
      },
    });
    const lines = linesOffMenu({
      settings: plain,
      categories,
      products: [products[0]!, products[0]!],
      when: at('2026-06-10T09:00'),
      isDineIn: false,
    });
    expect(lines).toEqual([
      {
        productId: 'pancakes',
        name: 'Pancakes',
        message: 'Sorry, Pancakes is not on the menu at this time.',
        served: null,
      },
    ]);
    const allDay = makeSettings({
      menus: {
        default: settings.menus.default,
        menu1: { ...settings.menus.menu1!, hours: everyDay({ open: '00:00', close: '24:00' }) },
      },
    });
    expect(
      productServedText({
        settings: allDay,
        categories,
        product: products[0]!,
        when: at('2026-06-10T09:00'),
        isDineIn: false,
      }),
    ).toBeNull();
  });
  it("a dine-in-only category's menu does not count for a takeout order", () => {
    const beer = { id: 'beer', name: 'Beer' };
    expect(
      productServedText({
        settings,
        categories,
        product: beer,
        when: at('2026-06-10T09:00'),
        isDineIn: false,
      }),
    ).toBeNull();
    expect(
      productServedText({
        settings,
        categories,
        product: beer,
        when: at('2026-06-10T09:00'),
        isDineIn: true,
      }),
    ).toBe('Beer is served 5:00 PM – 10:00 PM.');
  });
});
