/**
 * The product's closed lists of words, each written once (SPEC.md section 3). The types, the
 * contract's schemas, the restaurant document's schema and the database's column enums are all
 * made from these lists: a new order type or status is one line here, and the compiler then names
 * every place that must decide what it means (issue 29's "every term once").
 */

/** How a placed order reaches the diner. */
export const ORDER_TYPES = ['Pickup', 'Delivery', 'Dine-in'] as const;
/** A placed order's type. */
export type PlacedOrderType = (typeof ORDER_TYPES)[number];
/** A cart's or a profile's order type: empty until the diner chooses one. */
export const CHOSEN_ORDER_TYPES = ['', ...ORDER_TYPES] as const;
export type OrderType = (typeof CHOSEN_ORDER_TYPES)[number];

/** How a placed order is paid: online (a card through the payments port) or in person. */
export const PAYMENT_METHODS = ['online', 'offline'] as const;
export type PlacedPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A cart's or a profile's payment method: empty until the diner chooses one. */
export const CHOSEN_PAYMENT_METHODS = ['', ...PAYMENT_METHODS] as const;
export type PaymentMethod = (typeof CHOSEN_PAYMENT_METHODS)[number];

/** Which payment methods a location accepts. */
export const PAYMENT_POLICIES = [...PAYMENT_METHODS, 'both'] as const;
export type PaymentPolicy = (typeof PAYMENT_POLICIES)[number];

/** An order's status, from placed to finished. */
export const ORDER_STATUSES = ['New', 'Pending', 'Preparing', 'Done', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A location's timed menus (each with its own hours), beside the default menu served at any time. */
export const TIMED_MENU_KEYS = [
  'menu1',
  'menu2',
  'menu3',
  'menu4',
  'menu5',
  'menu6',
  'menu7',
  'menu8',
  'menu9',
] as const;
export const MENU_KEYS = ['default', ...TIMED_MENU_KEYS] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/**
 * What a location means by dine-in at its kiosk (decision 0092): 'stand', the customer enters the
 * number on the table stand they took; 'counter', the order is called at the counter.
 */
export const KIOSK_DINE_IN_MODES = ['stand', 'counter'] as const;
export type KioskDineIn = (typeof KIOSK_DINE_IN_MODES)[number];

/** Where an order was placed from. */
export const SOURCE_CLIENTS = ['web', 'mobile'] as const;
export type SourceClient = (typeof SOURCE_CLIENTS)[number];

/** What a diner is told by e-mail about an order, in the order it happens (order-notices.ts). */
export const DINER_NOTICE_KINDS = [
  'placed',
  'confirmed',
  'late',
  'ready',
  'outForDelivery',
  'cancelled',
  'refunded',
] as const;
export type DinerNoticeKind = (typeof DINER_NOTICE_KINDS)[number];
/** What the managers of the order's location are told. */
export const MANAGER_NOTICE_KINDS = ['escalation'] as const;
export type ManagerNoticeKind = (typeof MANAGER_NOTICE_KINDS)[number];
/** Every notice an order sends (the notices outbox's `kind`). */
export const NOTICE_KINDS = [...DINER_NOTICE_KINDS, ...MANAGER_NOTICE_KINDS] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** How a notice travels (the notices outbox's `channel`): an e-mail, a Web Push notification (0091), a text (0095). */
export const NOTICE_CHANNELS = ['email', 'push', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The stations a printer can stand at; a restaurant may also name its own (a "pizza" oven). */
export const PRINTER_STATIONS = ['kitchen', 'bar', 'expo'] as const;
export type PrinterStation = (typeof PRINTER_STATIONS)[number];
/** When an order's tickets print by themselves: when staff confirm it (the default), or when it arrives. */
export const PRINT_MOMENTS = ['confirmed', 'placed'] as const;
export type PrintMoment = (typeof PRINT_MOMENTS)[number];
/** What a print job prints (the print jobs outbox's `kind`). */
export const PRINT_JOB_KINDS = ['ticket', 'reprint', 'cancellation', 'test'] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];
/** Where a print job stands: waiting (or retrying), on paper, or given up. */
export const PRINT_JOB_STATUSES = ['pending', 'printed', 'failed'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];
