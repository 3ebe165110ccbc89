import { BellIcon, GiftIcon, MenuBookIcon, ReceiptIcon, UserIcon } from '../../components/ui/icons.tsx';
import styles from './bottom-nav.module.css';
import { NavLink } from './nav-link.tsx';
import type { NavLink as Item, NavKey } from './nav-links.ts';

const ICONS: Record<NavKey, typeof MenuBookIcon> = {
  menu: MenuBookIcon,
  requests: BellIcon,
  rewards: GiftIcon,
  orders: ReceiptIcon,
  user: UserIcon,
  login: UserIcon,
};

/** Mobile bottom navigation. */
export function BottomNav({ links }: { links: Item[] }) {
  return (
    <nav className={styles.nav} aria-label="Main" data-testid="bottom-nav">
      <ul className={styles.list}>
        {links.map((link) => {
          const Icon = ICONS[link.key];
          return (
            <li key={link.key}>
              <NavLink to={link.to} className={styles.link}>
                <Icon width={22} height={22} />
                <span>{link.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
