import { Link } from 'wouter';
import { BagIcon, PinIcon, UserIcon } from '../../components/ui/icons.tsx';
import type { ReadyRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { NavLink as RouterLink } from './nav-link.tsx';
import styles from './top-bar.module.css';

/**
 * Desktop top bar: logo, location picker, MENU, CART (with count), USER or LOGIN. A kiosk (decision
 * 0092) shows no location picker and no USER or LOGIN: it is one location's, and shared.
 */
export function TopBar(props: {
  restaurant: ReadyRestaurant;
  cartCount: number;
  cartTarget: { to: string; state?: unknown };
  signedIn: boolean;
  kiosk: boolean;
}) {
  const { settings, locations } = props.restaurant;
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/menu" className={styles.brand} aria-label={`${settings.name}, menu`}>
          <img src={settings.images.logo} alt="" width={44} height={44} className={styles.logo} />
          <span className={styles.name}>{settings.name}</span>
        </Link>
        {locations.length > 1 && !props.kiosk && (
          <Link
            to="/locations"
            className={styles.location}
            aria-label={`Location: ${settings.locationName}. Change location`}
          >
            <PinIcon width={18} height={18} />
            <span>{settings.locationName}</span>
          </Link>
        )}
        <nav className={styles.nav} aria-label="Main">
          <RouterLink to="/menu" className={styles.link}>
            MENU
          </RouterLink>
          <Link
            to={props.cartTarget.to}
            state={props.cartTarget.state}
            className={`${styles.link} ${styles.cart}`}
            aria-label={`CART, ${props.cartCount} ${props.cartCount === 1 ? 'item' : 'items'}`}
          >
            <BagIcon width={20} height={20} />
            CART
            <span className={styles.count} aria-hidden="true">
              {props.cartCount}
            </span>
          </Link>
          {props.kiosk ? null : props.signedIn ? (
            <RouterLink to="/user" className={`${styles.link} ${styles.login}`}>
              <UserIcon width={20} height={20} />
              USER
            </RouterLink>
          ) : (
            <RouterLink to="/auth/menu" className={`${styles.link} ${styles.login}`}>
              LOGIN
            </RouterLink>
          )}
        </nav>
      </div>
    </header>
  );
}
