import { useLocation } from 'wouter';
import { CheckIcon, PinIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { updateSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import styles from './locations-route.module.css';
import page from './page.module.css';

/** /locations: choose a location of the restaurant. */
export default function LocationsRoute() {
  const { locations, settings } = useRestaurant();
  const [, navigate] = useLocation();
  useDocumentTitle(`Locations · ${settings.name}`);
  return (
    <div className={page.page}>
      <PageHeader title="Choose a location" />
      <div className={`${page.content} ${page.narrow}`}>
        <ul className={styles.list}>
          {locations.map((location) => {
            const current = location.id === settings.locationId;
            return (
              <li key={location.id}>
                <button
                  type="button"
                  className={styles.option}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => {
                    if (!current) updateSession({ locationId: location.id, tableId: null, kiosk: false });
                    navigate('/menu');
                  }}
                >
                  <PinIcon />
                  <span className={styles.text}>
                    <span className={styles.name}>{location.locationName}</span>
                    <span className={styles.address}>{location.address}</span>
                  </span>
                  {current && <CheckIcon className={styles.check} />}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
