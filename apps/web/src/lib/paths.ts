/*
 * The customer app's addresses as plain data: the patterns the router matches (wouter syntax) and
 * the addresses the screens and hooks navigate to. Nothing here imports a screen, so any module may
 * read it: a hook that needs an address never imports a routes module (which imports the screens).
 *
 * Plain string constants only (no object, no function): the build writes them where they are used
 * (vite.config.ts, inlineConst), so naming an address costs the first load nothing.
 */

/* The links a restaurant prints (QR codes at the door, at tables, on kiosks). */
export const ENTRY = '/restaurants/:restaurantId/locations/:locationId';
export const ENTRY_TABLE = '/restaurants/:restaurantId/locations/:locationId/tables/:tableId';
export const ENTRY_KIOSK = '/restaurants/:restaurantId/locations/:locationId/kiosks/:tableId';
/* The table's shared tab (decision 0094), under the table's own link. */
export const TABLE_TAB = '/restaurants/:restaurantId/locations/:locationId/tables/:tableId/tab';

/* Screens whose pattern is their address. */
export const ORDER_TYPE = '/order_type';
export const MENU = '/menu';
export const CATEGORY = '/category';
export const SEARCH = '/search';
export const PRODUCT = '/product';
export const ACCESSORIES = '/accessories';
export const CART = '/cart';
export const LOCATIONS = '/locations';
export const USER = '/user';
export const CHANGE_PASSWORD = '/change_password';
export const CHECKOUT = '/checkout';
export const ORDER_COMPLETE = '/order_complete';
export const ORDER_HISTORY = '/order_history';
export const ORDER_DETAILS = '/order_details';
export const ORDER_TIME = '/order_time';
export const REQUESTS = '/requests';

/* Screens with parameters: their patterns. */
export const AUTH_ROUTE = '/auth/*?';
export const RESET_PASSWORD_ROUTE = '/reset_password/:token';
export const USER_DETAILS_ROUTE = '/user_details/:nextRoute?';
export const CREDIT_CARD_ROUTE = '/credit_card/:nextRoute?';
export const DELIVERY_DETAILS_ROUTE = '/delivery_details/:nextRoute?';
export const REWARDS_ROUTE = '/rewards/:nextRoute?';

/* The editors opened from a screen, which open over it on desktop (modals). */
export const CREDIT_CARD_MODAL = '/credit_card/:nextRoute';
export const DELIVERY_DETAILS_MODAL = '/delivery_details/:nextRoute';
export const USER_DETAILS_MODAL = '/user_details/:nextRoute';

/* The editors the checkout opens, going back to it once saved. */
export const CHECKOUT_CARD_EDITOR = '/credit_card/checkout';
export const CHECKOUT_ADDRESS_EDITOR = '/delivery_details/checkout';
export const CHECKOUT_CONTACT_EDITOR = '/user_details/checkout';
