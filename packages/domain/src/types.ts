/**
 * The product's data in the restaurant's words (SPEC.md section 3).
 *
 * Money is always integer cents (`Cents`). Fractions (discounts, tip values, tax rates) are plain
 * numbers between 0 and 1. Times of day are 'HH:mm' strings in the restaurant's IANA time zone.
 * This file is the contract between the domain rules, the server's database and both apps:
 * add fields freely, but do not rename or remove one without updating every user.
 */

import type { OrderAmounts } from './order-amounts.ts';
import type {
  DinerNoticeKind,
  KioskDineIn,
  MenuKey,
  OrderStatus,
  OrderType,
  PaymentMethod,
  PaymentPolicy,
  PlacedOrderType,
  PlacedPaymentMethod,
  PrinterStation,
  PrintMoment,
  SourceClient,
} from './vocabulary.ts';

/** Table visits with a shared tab (decision 0093): on or off, and minutes idle before a visit ends. */
export interface TableTabSettings {
  enabled: boolean;
  idleCloseMinutes: number;
}

/** Which diner notices a restaurant sends (its document's `dinerNotices`). */
export type DinerNoticeSettings = Record<DinerNoticeKind, boolean>;

/** Integer number of cents. */
export type Cents = number;

export type {
  DinerNoticeKind,
  MenuKey,
  OrderStatus,
  OrderType,
  PaymentMethod,
  PaymentPolicy,
  PlacedOrderType,
  PlacedPaymentMethod,
  PrinterStation,
  PrintMoment,
  SourceClient,
} from './vocabulary.ts';
export type Theme = 'dark' | 'light';
/** Category / product visibility by order type: dine-out means Pickup and Delivery. */
export type OrderTypeFilter = 'all' | 'dine-in' | 'dine-out';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Opening window of one weekday. `close` earlier than `open` means the window runs past midnight. */
export interface DayHours {
  open: string;
  close: string;
  breakStart?: string | null;
  breakEnd?: string | null;
}

/** Indexed by weekday as JavaScript counts it: 0 = Sunday … 6 = Saturday. `null` = closed that day. */
export type WeeklyHours = [
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
];

export interface Menu {
  /** Shown to staff, e.g. 'Lunch'. */
  name: string;
  active: boolean;
  hours: WeeklyHours;
  /** Category ids in display order. */
  categoryOrder: string[];
}

export type Menus = Partial<Record<MenuKey, Menu>> & { default: Menu };

export interface DeliveryZoneWithFee {
  /** Polygon, first point need not be repeated at the end. */
  deliveryZone: LatLng[];
  deliveryFee: Cents;
  /** Minutes. */
  deliveryTime: number;
}

export interface BagFee {
  amount: Cents;
  /** The subtotal step per bag, in cents. */
  interval: Cents;
}

export interface RequestType {
  name: string;
  /** An icon name the apps know (e.g. 'spoon', 'water', 'napkins', 'bill', 'waiter'). */
  icon: string;
}

export interface RestaurantImages {
  logo: string;
  logoTitle?: string;
  mainBg?: string;
  mainBgMobile?: string;
  menuHeader?: string;
  rewardBg?: string;
  rewardContainer?: string;
  rewardDefault?: string;
  rewardRedeemButton?: string;
  tabletBg?: string;
  brandLogo?: string;
  confirmingRequest?: string;
  orderComplete?: string;
  cartEmpty?: string;
  /** The restaurant's own image for a page that is not found (404). */
  notFound?: string;
}

export interface RestaurantStyles {
  /** CSS colour, e.g. '#c2410c'. */
  brandColor: string;
  fontColor: string;
  rewardsFontColor: string;
  theme: Theme;
}

export interface CourierAddress {
  city: string;
  state: string;
  street: string;
  unit?: string;
  zip_code: string;
}

export interface FeatureFlags {
  deliveryEnabled: boolean;
  dineInEnabled: boolean;
  virtualKioskEnabled: boolean;
  marketingEnabled: boolean;
  mobileAppEnabled: boolean;
  printingEnabled: boolean;
  rewardsEnabled: boolean;
  guestOrderingEnabled: boolean;
  courierEnabled: boolean;
  /** Default true. */
  dineInOrderingEnabled: boolean;
  /** Default true. */
  commentsEnabled: boolean;
  promoCodesEnabled: boolean;
  deliveryOnlinePaymentOnly: boolean;
}

/**
 * Everything a location runs on: the restaurant's brand-level settings with the location's own
 * settings merged over them (SPEC.md: "Restaurant (location-level settings merged in)").
 */
export interface LocationSettings extends FeatureFlags {
  restaurantId: string;
  locationId: string;
  /** Restaurant (brand) name. */
  name: string;
  locationName: string;
  /** IANA time zone of the location's hours, e.g. 'America/Vancouver'. */
  timeZone: string;
  address: string;
  /** Location coordinates (courier pickup, distance estimates). */
  latLng: LatLng;
  courierAddress?: CourierAddress;
  googleMapsUrl?: string;
  phoneNumber: string;
  email?: string;
  landingUrl?: string;
  pdfMenuUrl?: string;
  integrationId?: string;
  images: RestaurantImages;
  tabletSplashImages?: string[];
  styles: RestaurantStyles;
  welcomeMessage?: { title: string; body: string };

  hours: WeeklyHours;
  deliveryHours: WeeklyHours;
  menus: Menus;
  /** Fallback category order when no menu applies. */
  categoryOrder: string[];
  /** False pauses all ordering at the location. */
  orderOpen: boolean;
  /** False pauses delivery at the location. */
  deliveryOpen: boolean;
  /** Minutes needed to prepare an order. */
  waitTime: number;

  minOrder: Cents;
  minOrderDiscount: Cents;
  /** Fraction, e.g. 0.1 for 10% off the first order. */
  firstOrderDiscount: number;
  /** Fraction off Pickup orders. */
  pickupDiscount: number;
  deposit: Cents;
  bagFee: BagFee;
  deliveryFee: Cents;
  /** Minutes. */
  deliveryTime: number;
  deliveryZone: LatLng[];
  deliveryZonesWithFees: DeliveryZoneWithFee[];
  /** Three tip fractions; default [0.1, 0.15, 0.2]. */
  tipValues: [number, number, number];

  paymentMethodType: PaymentPolicy;
  dineInPaymentMethodType: PaymentPolicy;

  /** Fees the restaurant pays the platform and card provider (fractions); never added to a customer's bill. */
  cardProviderFee: number;
  commissionFee: number;
  subscriptionFee: Cents;

  requestTypes: RequestType[];
  requestTypesTablet: RequestType[];
  /** Product ids offered in the takeout-accessories dialog. */
  takeoutAccessories: string[];
  /**
   * The location's network printers (decision 0090): tickets print by themselves, routed by
   * station. None: the staff app prints through the browser's dialog, as before.
   */
  printers: Printer[];
  /** When the tickets print: when staff confirm the order (default) or when it arrives. */
  printOn?: PrintMoment;
  passcode?: string;
  /** Stop taking online orders when no staff device has been connected for a while. */
  pauseWhenStaffOffline: boolean;
  /** How long without a connected staff device before ordering pauses (minutes; default 2). */
  staffOfflineGraceMinutes?: number;
  /**
   * Set by the server: ordering is paused because no staff device is connected (the location's
   * `orderOpen` then reads false).
   */
  pausedForStaffOffline?: boolean;
  /**
   * Escalation of an order nobody confirms (0080): seconds before the board alerts louder and the
   * managers are told (default 60), minutes before it is rejected by itself (default 10); null: off.
   */
  escalateAfterSeconds?: number | null;
  autoRejectAfterMinutes?: number | null;
  /** Which e-mails diners get about their orders (0084); absent: every one. */
  dinerNotices?: DinerNoticeSettings;
  /** Table visits with a shared tab (issue 28, decision 0093); absent: off, dine-in as SPEC.md says. */
  tableTabs?: TableTabSettings;
  /** Which notices go by Web Push to a diner who turned them on (0091); absent: DEFAULT_PUSH_NOTICES. */
  pushNotices?: DinerNoticeSettings;
  /** Which notices go by text to a diner who said yes at checkout (0095); absent: DEFAULT_SMS_NOTICES. */
  smsNotices?: DinerNoticeSettings;
  /** A timed pause of ordering (ISO time): ordering reopens by itself then. Absent: until resumed. */
  orderPausedUntil?: string | null;
  /** A timed pause of delivery (ISO time), as orderPausedUntil. */
  deliveryPausedUntil?: string | null;
  /** Capacity pacing per slot window (kitchen-capacity.ts); absent: no limits (pacing off). */
  capacity?: CapacitySettings;
  /** Busy mode set by staff (busy-mode.ts): later promises, or no ASAP, until a time. */
  busyMode?: BusyMode | null;
  /** Dine-in at the kiosk (kiosk.ts, decision 0092): a stand's number, or called at the counter (absent). */
  kioskDineIn?: KioskDineIn;
}

/**
 * Busy mode (issue 25): staff add minutes to every new promise, or stop ASAP (scheduled orders
 * only), until a time; it reads as ended from then on.
 */
export interface BusyMode {
  /** Minutes added to every new promise (10, 20 or 30); 0 while ASAP is stopped. */
  extraMinutes: number;
  /** ASAP stopped: scheduled orders only. */
  asapStopped: boolean;
  /** When it ends by itself (ISO time). */
  until: string;
}

/** Window lengths a location may choose for pacing: each divides an hour. */
export type CapacityWindowMinutes = 5 | 10 | 15 | 20 | 30 | 60;

/** How the server reaches a printer: raw ESC/POS over TCP (port 9100 on most 80 mm printers). */
export interface TcpPrinterConnection {
  kind: 'tcp';
  host: string;
  port: number;
}
/**
 * A printer behind the restaurant's router that polls the server over HTTP(S) for its jobs (Star
 * CloudPRNT, decision 0096). Its secret poll address is made by the server and kept out of the
 * restaurant document (never exported).
 */
export interface CloudPrntPrinterConnection {
  kind: 'cloudprnt';
}
export type PrinterConnection = TcpPrinterConnection | CloudPrntPrinterConnection;

/** A ticket printer of a location (printers.ts routes an order's items to it). */
export interface Printer {
  id: string;
  name: string;
  /** 'kitchen', 'bar', 'expo' (every item) or the restaurant's own station name. */
  station: PrinterStation | (string & {});
  /** What it prints: these categories' and products' items; both empty means everything. */
  categoryIds: string[];
  productIds: string[];
  connection: PrinterConnection;
}

/** A location's capacity pacing (kitchen-capacity.ts); every limit null: pacing off. */
export interface CapacitySettings {
  /** Minutes per window; 15 by default. */
  windowMinutes: CapacityWindowMinutes;
  /** Orders per window and lane; null: no limit. */
  maxOrders: number | null;
  /** Items per window and lane; null: no limit. */
  maxItems: number | null;
  /** Prep minutes per window and lane; null: no limit. */
  maxPrepMinutes: number | null;
  /** Prep minutes of one item of a product that does not carry its own. */
  defaultPrepMinutes: number;
  /** Pickup and Delivery counted in one lane, or each in its own. */
  pickupAndDelivery: 'together' | 'apart';
  /** Whether Dine-in orders count (and are limited). */
  countDineIn: boolean;
}

export interface Location {
  id: string;
  restaurantId: string;
  locationName: string;
  address: string;
  inactive: boolean;
}

export interface Category {
  id: string;
  name: string;
  description?: string;
  imageUrl?: string;
  /** Product ids in display order. */
  productOrder: string[];
  orderType: OrderTypeFilter;
  takeoutAccessory: boolean;
}

export interface Choice {
  id: string;
  name: string;
  price: Cents;
  /** Pre-selected when the product opens. */
  selected: boolean;
  active: boolean;
  /** ISO time; once now is past it the choice is active. */
  activeAfter?: string | null;
}

export interface Modifier {
  id: string;
  name: string;
  /** Minimum number of choices to pick (0 = optional). */
  required: number;
  /** Maximum number of choices (0 = no limit). */
  maxSelect: number;
  choices: Choice[];
}

export interface Product {
  id: string;
  name: string;
  price: Cents;
  description: string;
  imageUrl: string;
  /** Product ids offered as options (upsells) on this product. */
  options: string[];
  /** Modifier ids in display order. */
  modifiers: string[];
  orderType: OrderTypeFilter;
  active: boolean;
  /** ISO time; once now is past it the product is active. */
  activeAfter?: string | null;
  /** Sales tax rate of this product when ordered with choices; default 0.05. */
  taxRate: number;
  /** Prep minutes of one item, for capacity pacing; absent or null: the location's default. */
  prepMinutes?: number | null;
}

export interface Table {
  id: string;
  tableNumber: string;
  active: boolean;
}

export interface ServiceRequest {
  id: string;
  createdAt: string;
  confirmed: boolean;
  tableId: string;
  tableNumber: string;
  /** Free text or the request type's name. */
  description: string;
}

export type RewardType =
  | 'FreeFirstOrderOrPoints/Discount'
  | 'Points/Discount'
  | 'FreeFirstOrderOrPoints/Product'
  | 'Points/Product';

export interface Reward {
  id: string;
  type: RewardType;
  /** Discount rewards: the discount in cents (as a string of digits or a number); product rewards: the product id. */
  value: Cents | string;
  points: number;
  imageUrl?: string;
  /** Display name; product rewards default to the product's name. */
  name?: string;
}

export interface PromoCode {
  code: string;
  active: boolean;
  /** Seven flags, index 0 = Sunday. */
  validDays: [boolean, boolean, boolean, boolean, boolean, boolean, boolean];
  frequency: 'none' | 'day' | 'week' | 'month' | 'year';
  /** Fraction of the subtotal. */
  discount: number;
  maxDiscountAmount: Cents;
}

export interface AppliedPromo {
  code: string;
  discount: number;
  maxDiscountAmount: Cents;
}

/** A picked choice on a cart line. */
export interface PickedChoice {
  modifierId: string;
  /** Choice id. */
  id: string;
  name: string;
  price: Cents;
}

/** A product with choices in the cart (choicesCart). */
export interface ChoicesCartItem {
  /** Product id. */
  id: string;
  count: number;
  /** Sum of the picked choices' prices for one item. */
  choicesPrice: Cents;
  choices: PickedChoice[];
}

/** Products without choices: product id to count. */
export type SimpleCart = Record<string, { id: string; count: number }>;
/** Redeemed rewards: reward id to count. */
export type RedeemedRewards = Record<string, { id: string; count: number }>;

export interface SavedCard {
  id: string;
  last4: string;
  brand: string;
  exp_month: number;
  exp_year: number;
  address_zip: string;
}

export interface UserProfile {
  id: string;
  email: string;
  role: 'customer';
  name: string;
  phoneNumber: string;
  createdAt: string;
  lastLogin?: string | null;
  address?: string | null;
  latLng?: LatLng | null;
  aptNumber?: string | null;
  deliveryInstructions?: string | null;
  courierAddress?: CourierAddress | null;
  /** Card payments customer id and the saved card, if any. */
  payment?: { customerId: string; card: SavedCard } | null;
  rewardPoints: number;
}

export interface OrderReward {
  rewardId: string;
  count: number;
  name: string;
  productId?: string | null;
  totalDiscountSubtotal: Cents;
}

export interface AddedCharge {
  name: string;
  price: Cents;
}

export interface Refund {
  description: string;
  amount: Cents;
  /** When it was given (ISO time). */
  createdAt?: string;
  /** The whole rest of a cancelled order, or a part staff gave back. */
  kind?: 'cancellation' | 'partial';
  /** False while the payment provider has not confirmed it yet. */
  confirmed?: boolean;
}

export interface OrderLine {
  productId: string;
  name: string;
  count: number;
  /** Price of one item including its choices. */
  unitPrice: Cents;
  choices: PickedChoice[];
  totalPrice: Cents;
}

/** Where a kiosk's order goes: the kiosk that placed it, and the stand number (dine-in at a stand) or null. */
export interface KioskOrder {
  kioskId: string;
  stand: number | null;
}

/** An order; its amounts (subtotal … total) are the ones `ORDER_AMOUNTS` names. */

export interface Order extends OrderAmounts {
  id: string;
  restaurantId: string;
  locationId: string;
  userId: string | null;
  orderNumber: number;
  createdAt: string;
  /** When the order is expected to be ready (pickup / dine-in) or delivered. */
  completedAt: string;
  orderType: PlacedOrderType;
  paymentMethod: PlacedPaymentMethod;
  status: OrderStatus;
  review?: { rating: number; comment: string } | null;
  notes: string;
  tableNumber?: string | null;
  /** Placed at a kiosk (decision 0092): which one, and the stand's number for dine-in at a stand. */
  kiosk?: KioskOrder | null;
  customerName: string;
  customerPhone: string;
  deliveryAddress?: string | null;
  /** Delivery: the unit (apartment) number and the customer's instructions for the driver. */
  aptNumber?: string | null;
  deliveryInstructions?: string | null;
  lines: OrderLine[];
  promoCode?: string | null;
  totalRefundAmount: Cents;
  refunds: Refund[];
  rewards: OrderReward[];
  addedCharges: AddedCharge[];
  pointsEarned: number;
}
