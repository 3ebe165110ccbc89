import type { PublicSettings } from '../../features/restaurant/api/get-location.ts';
import type { Ordering } from '../use-ordering.ts';

export type NavKey = 'menu' | 'requests' | 'rewards' | 'orders' | 'user' | 'login';

export interface NavLink {
  key: NavKey;
  label: string;
  to: string;
}

/**
 * The mobile bottom navigation (SPEC.md section 2): MENU; REQUESTS only when dining in without a
 * virtual kiosk; REWARDS when rewards are on; ORDERS; USER when signed in, else LOGIN. A kiosk is
 * shared (decision 0092): MENU only, no sign-in, no one's orders or rewards.
 */
export function bottomNavLinks(
  settings: PublicSettings,
  ordering: Pick<Ordering, 'isDineIn' | 'kiosk'>,
  signedIn: boolean,
): NavLink[] {
  const links: NavLink[] = [{ key: 'menu', label: 'MENU', to: '/menu' }];
  if (ordering.kiosk) return links;
  if (ordering.isDineIn && !ordering.kiosk)
    links.push({ key: 'requests', label: 'REQUESTS', to: '/requests' });
  if (settings.rewardsEnabled) links.push({ key: 'rewards', label: 'REWARDS', to: '/rewards' });
  links.push({ key: 'orders', label: 'ORDERS', to: '/order_history' });
  links.push(
    signedIn
      ? { key: 'user', label: 'USER', to: '/user' }
      : { key: 'login', label: 'LOGIN', to: '/auth/menu' },
  );
  return links;
}
