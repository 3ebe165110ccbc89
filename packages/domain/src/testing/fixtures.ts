import type { Category, DayHours, LocationSettings, Modifier, Product, WeeklyHours } from '../types.ts';

/** A Vancouver wall-clock time in summer (PDT, UTC-7): `at('2026-06-10T12:00')`. 2026-06-10 is a Wednesday. */
export function at(local: string): string {
  return `${local}:00-07:00`;
}

export function everyDay(hours: DayHours | null): WeeklyHours {
  return [hours, hours, hours, hours, hours, hours, hours];
}

export const lunchAndDinner: DayHours = {
  open: '11:00',
  close: '21:00',
  breakStart: '15:00',
  breakEnd: '16:00',
};

export function makeSettings(overrides: Partial<LocationSettings> = {}): LocationSettings {
  return {
    restaurantId: 'r1',
    locationId: 'l1',
    name: 'Demo Kitchen',
    locationName: 'Main Street',
    timeZone: 'America/Vancouver',
    address: '1 Main St, Vancouver',
    latLng: { lat: 49.28, lng: -123.12 },
    phoneNumber: '7783334444',
    images: { logo: 'logo.png' },
    styles: { brandColor: '#c2410c', fontColor: '#111', rewardsFontColor: '#fff', theme: 'light' },
    deliveryEnabled: true,
    dineInEnabled: true,
    virtualKioskEnabled: false,
    marketingEnabled: false,
    mobileAppEnabled: false,
    printingEnabled: false,
    rewardsEnabled: true,
    guestOrderingEnabled: true,
    courierEnabled: false,
    dineInOrderingEnabled: true,
    commentsEnabled: true,
    promoCodesEnabled: true,
    deliveryOnlinePaymentOnly: false,
    hours: everyDay({ open: '11:00', close: '21:00' }),
    deliveryHours: everyDay({ open: '12:00', close: '20:00' }),
    menus: {
      default: { name: 'All day', active: true, hours: everyDay(null), categoryOrder: ['mains', 'drinks'] },
    },
    categoryOrder: ['fallback'],
    orderOpen: true,
    deliveryOpen: true,
    waitTime: 20,
    minOrder: 1500,
    minOrderDiscount: 2000,
    firstOrderDiscount: 0.1,
    pickupDiscount: 0.05,
    deposit: 0,
    bagFee: { amount: 0, interval: 0 },
    deliveryFee: 500,
    deliveryTime: 30,
    deliveryZone: [],
    deliveryZonesWithFees: [],
    tipValues: [0.1, 0.15, 0.2],
    paymentMethodType: 'both',
    dineInPaymentMethodType: 'both',
    cardProviderFee: 0.029,
    commissionFee: 0.05,
    subscriptionFee: 9900,
    requestTypes: [],
    requestTypesTablet: [],
    takeoutAccessories: [],
    printers: [],
    pauseWhenStaffOffline: false,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> & { id: string }): Product {
  return {
    name: overrides.id,
    price: 1000,
    description: '',
    imageUrl: '',
    options: [],
    modifiers: [],
    orderType: 'all',
    active: true,
    taxRate: 0.05,
    ...overrides,
  };
}

export const products: Product[] = [
  makeProduct({ id: 'burger', name: 'Classic Burger', price: 1299, modifiers: ['size', 'toppings'] }),
  makeProduct({ id: 'fries', name: 'Fries', price: 499 }),
  makeProduct({ id: 'soda', name: 'Soda', price: 250 }),
  makeProduct({ id: 'beer', name: 'Craft Beer', price: 800, taxRate: 0.1, modifiers: ['size'] }),
  makeProduct({ id: 'sold-out', name: 'Old Pie', price: 600, active: false }),
];

export const modifiers: Modifier[] = [
  {
    id: 'size',
    name: 'Size',
    required: 1,
    maxSelect: 1,
    choices: [
      { id: 'small', name: 'Small', price: 0, selected: true, active: true },
      { id: 'large', name: 'Large', price: 200, selected: false, active: true },
    ],
  },
  {
    id: 'toppings',
    name: 'Toppings',
    required: 0,
    maxSelect: 2,
    choices: [
      { id: 'cheese', name: 'Cheese', price: 150, selected: false, active: true },
      { id: 'bacon', name: 'Bacon', price: 250, selected: false, active: true },
      { id: 'egg', name: 'Egg', price: 100, selected: false, active: false },
    ],
  },
];

export const catalogue = { products, modifiers };

/** A square around downtown Vancouver and a point inside and outside it. */
export const downtown = [
  { lat: 49.27, lng: -123.14 },
  { lat: 49.27, lng: -123.1 },
  { lat: 49.29, lng: -123.1 },
  { lat: 49.29, lng: -123.14 },
];
export const insideDowntown = { lat: 49.28, lng: -123.12 };
export const outsideDowntown = { lat: 49.2, lng: -123.0 };

/** A category listing `productOrder`, named by its id. */
export function makeCategory(id: string, productOrder: string[]): Category {
  return {
    id,
    name: id,
    description: '',
    imageUrl: '',
    productOrder,
    orderType: 'all',
    takeoutAccessory: false,
  };
}

/**
 * Menus by time of day (issue 24): Breakfast (pancakes) 08:00-11:00, Mains (burger) 11:00-21:00,
 * and the all-day default listing both, offered when no other menu is open.
 */
export const breakfastAndMains = {
  menus: {
    default: { name: 'All day', active: true, hours: everyDay(null), categoryOrder: ['breakfast', 'mains'] },
    menu1: {
      name: 'Breakfast',
      active: true,
      hours: everyDay({ open: '08:00', close: '11:00' }),
      categoryOrder: ['breakfast'],
    },
    menu2: {
      name: 'Mains',
      active: true,
      hours: everyDay({ open: '11:00', close: '21:00' }),
      categoryOrder: ['mains'],
    },
  } satisfies LocationSettings['menus'],
  categories: [makeCategory('breakfast', ['pancakes']), makeCategory('mains', ['burger'])],
};
