/**
 * Words for a restaurant's settings, as a manager knows them (never their keys): the back office's
 * screens, the audit log's summaries and the server's refusals use them.
 */
export const settingLabels: Record<string, string> = {
  name: 'name',
  locationName: 'location name',
  address: 'address',
  latLng: 'map position',
  inactive: 'open or closed for orders',
  phoneNumber: 'phone number',
  email: 'e-mail address',
  landingUrl: 'landing page',
  googleMapsUrl: 'maps link',
  welcomeMessage: 'welcome message',
  deliveryEnabled: 'delivery',
  dineInEnabled: 'dine-in',
  virtualKioskEnabled: 'virtual kiosk',
  kioskDineIn: 'dine-in at the kiosk (table stand or counter)',
  marketingEnabled: 'marketing e-mails',
  mobileAppEnabled: 'mobile app',
  printingEnabled: 'kitchen printing',
  rewardsEnabled: 'rewards',
  guestOrderingEnabled: 'guest ordering',
  courierEnabled: 'courier delivery',
  dineInOrderingEnabled: 'dine-in ordering',
  commentsEnabled: 'order comments',
  promoCodesEnabled: 'promo codes',
  deliveryOnlinePaymentOnly: 'online payment only for delivery',
  requestTypes: 'table request types',
  requestTypesTablet: 'tablet request types',
  paymentMethodType: 'payment methods',
  dineInPaymentMethodType: 'dine-in payment methods',
  tipValues: 'tip options',
  timeZone: 'time zone',
  hours: 'opening hours',
  deliveryHours: 'delivery hours',
  waitTime: 'wait time',
  minOrder: 'minimum order',
  minOrderDiscount: 'discount threshold',
  firstOrderDiscount: 'first-order discount',
  pickupDiscount: 'pickup discount',
  bagFee: 'bag fee',
  deposit: 'deposit',
  deliveryFee: 'delivery fee',
  deliveryTime: 'delivery time',
  deliveryZone: 'delivery area',
  deliveryZonesWithFees: 'delivery fee zones',
  courierAddress: 'courier pickup address',
  pdfMenuUrl: 'PDF menu',
  integrationId: 'integration id',
  images: 'pictures',
  tabletSplashImages: 'tablet splash pictures',
  styles: 'colours and theme',
  menus: 'menus',
  categoryOrder: 'category order',
  orderOpen: 'ordering open',
  deliveryOpen: 'delivery open',
  cardProviderFee: 'card provider fee',
  commissionFee: 'commission fee',
  subscriptionFee: 'subscription fee',
  takeoutAccessories: 'takeout accessories',
  printers: 'printers',
  printOn: 'when tickets print',
  passcode: 'passcode',
  pauseWhenStaffOffline: 'pause when staff are offline',
  staffOfflineGraceMinutes: 'staff offline grace time',
  pausedForStaffOffline: 'paused for staff offline',
  orderPausedUntil: 'ordering paused until',
  deliveryPausedUntil: 'delivery paused until',
  busyMode: 'busy mode',
  capacity: 'capacity pacing',
  escalateAfterSeconds: 'louder alert for an unconfirmed order',
  autoRejectAfterMinutes: 'automatic rejection of an unconfirmed order',
  dinerNotices: "diners' order e-mails",
  tableTabs: 'shared tabs at tables',
  pushNotices: "diners' push notifications",
  smsNotices: "diners' text messages",
};

/** A setting's words; a key without any reads as words ("categoryOrder" → "category order"). */
export function settingLabel(key: string): string {
  return settingLabels[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** "the welcome message, delivery and tip options" for the audit summary. */
export function labelList(keys: string[]): string {
  const labels = keys.map(settingLabel);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
