import {
  ACCESSORIES,
  CART,
  CATEGORY,
  CHECKOUT,
  MENU,
  ORDER_COMPLETE,
  ORDER_TYPE,
  PRODUCT,
  SEARCH,
} from '../../lib/paths.ts';

/**
 * The screens a kiosk shows (decision 0092): choosing, the menu, the cart, the guest's checkout and
 * the order just placed. Never a sign-in, an account, anyone's order history or rewards, another
 * location, or a tracking link: the kiosk is shared, so any other address opens the menu.
 */
const KIOSK_SCREENS: readonly string[] = [
  ORDER_TYPE,
  MENU,
  CATEGORY,
  SEARCH,
  PRODUCT,
  ACCESSORIES,
  CART,
  CHECKOUT,
  ORDER_COMPLETE,
];

export function kioskShows(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KIOSK_SCREENS.includes(path);
}
