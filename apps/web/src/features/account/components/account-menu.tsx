import { formatPhone, type UserProfile } from '@orderly/domain';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CardIcon, IdCardIcon, LockIcon, MapIcon, PhoneIcon } from '../../../components/ui/account-icons.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { CHANGE_PASSWORD } from '../../../lib/paths.ts';
import styles from './account-menu.module.css';

interface Row {
  key: string;
  label: string;
  detail?: string;
  icon: ReactNode;
  to?: string;
  href?: string;
  external?: boolean;
}

/** The user hub's list (SPEC.md section 2): details, password, card, contact and find the restaurant. */
export function AccountMenu(props: {
  user: UserProfile;
  showCard: boolean;
  phoneNumber?: string;
  address?: string;
  googleMapsUrl?: string;
}) {
  const card = props.user.payment?.card;
  const rows: Row[] = [
    {
      key: 'details',
      label: 'User Details',
      detail: props.user.email,
      icon: <IdCardIcon />,
      to: '/user_details/user',
    },
    {
      key: 'password',
      label: 'Password',
      detail: 'Change your password',
      icon: <LockIcon />,
      to: CHANGE_PASSWORD,
    },
  ];
  if (props.showCard)
    rows.push({
      key: 'card',
      label: 'Credit/Debit Card',
      detail: card ? `${card.brand} •••• ${card.last4}` : 'Add a card to pay online',
      icon: <CardIcon />,
      to: '/credit_card/user',
    });
  if (props.phoneNumber)
    rows.push({
      key: 'phone',
      label: 'Contact Restaurant',
      detail: formatPhone(props.phoneNumber),
      icon: <PhoneIcon />,
      href: `tel:${props.phoneNumber}`,
    });
  if (props.googleMapsUrl)
    rows.push({
      key: 'map',
      label: 'Find Restaurant',
      detail: props.address,
      icon: <MapIcon />,
      href: props.googleMapsUrl,
      external: true,
    });

  return (
    <ul className={styles.list}>
      {rows.map((row) => {
        const content = (
          <>
            <span className={styles.icon}>{row.icon}</span>
            <span className={styles.text}>
              <span className={styles.label}>{row.label}</span>
              {row.detail && <span className={styles.detail}>{row.detail}</span>}
            </span>
            <ChevronRightIcon width={20} height={20} className={styles.chevron} />
          </>
        );
        return (
          <li key={row.key}>
            {row.to ? (
              <Link to={row.to} className={styles.row} data-testid={`account-${row.key}`}>
                {content}
              </Link>
            ) : (
              <a
                href={row.href}
                className={styles.row}
                data-testid={`account-${row.key}`}
                {...(row.external ? { target: '_blank', rel: 'noreferrer' } : {})}
              >
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
