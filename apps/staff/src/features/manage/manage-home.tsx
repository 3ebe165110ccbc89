import type { DataOf } from '@orderly/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/client.tsx';
import { formatTime } from '../../lib/format.ts';
import { messageOf, useManageCall } from './manage-api.ts';
import { useManaged } from './manage-context.ts';
import { ErrorBanner, ManagePage } from './manage-page.tsx';
import { sortedSections } from './manage-sections.ts';
import { NavIcon } from './nav-icon.tsx';

type SetupStatus = DataOf<'getSetupStatus'>;
type LocationStatus = SetupStatus['locations'][number];

interface Step {
  key: string;
  done: boolean;
  /** What to do, or what is done. */
  text: string;
  /** Which locations it is about, when not all. */
  detail?: string;
  /** The section where it is done; none when it is done on this page. */
  section?: string;
  sectionLabel?: string;
}

const names = (locations: LocationStatus[]) => locations.map((location) => location.locationName).join(', ');

/** The steps before customers can order, from the server's setup status (issue 16). */
export function setupSteps(status: SetupStatus): Step[] {
  const inUse = status.locations.filter((location) => location.state !== 'inactive');
  const noHours = inUse.filter((location) => !location.hasHours);
  const noProducts = inUse.filter((location) => location.productCount === 0);
  const noZone = inUse.filter((location) => location.deliveryNeedsZone);
  // Paused until someone resumes it (a new restaurant starts so); a pause with an end time ends by itself.
  const held = inUse.filter((location) => location.state === 'paused' && !location.pausedUntil);
  const steps: Step[] = [
    {
      key: 'logo',
      done: status.hasLogo,
      text: status.hasLogo ? 'Logo uploaded' : 'Upload your logo and choose your colours',
      section: 'branding',
      sectionLabel: 'Branding',
    },
    {
      key: 'contact',
      done: status.hasContact,
      text: status.hasContact ? 'Phone or e-mail set' : 'Add a phone number or e-mail for customers',
      section: 'restaurant',
      sectionLabel: 'Restaurant',
    },
    {
      key: 'hours',
      done: noHours.length === 0,
      text: noHours.length === 0 ? 'Opening hours set' : 'Set your opening hours',
      detail: noHours.length > 0 && inUse.length > 1 ? names(noHours) : undefined,
      section: 'locations',
      sectionLabel: 'Locations',
    },
    {
      key: 'menu',
      done: noProducts.length === 0,
      text: noProducts.length === 0 ? 'Menu has products' : 'Add products to your menu',
      detail: noProducts.length > 0 && inUse.length > 1 ? names(noProducts) : undefined,
      section: 'menu',
      sectionLabel: 'Menu',
    },
    {
      key: 'open',
      done: held.length === 0,
      text:
        held.length === 0
          ? 'Ordering open'
          : 'Resume ordering: customers cannot order while it is paused (Locations now, below, or the kitchen board)',
      detail: held.length > 0 && inUse.length > 1 ? names(held) : undefined,
    },
  ];
  if (noZone.length > 0) {
    steps.push({
      key: 'zones',
      done: false,
      // What is missing, not what follows from it (issue 24: 'reaches any address' read as a promise).
      text: 'Draw where you deliver: delivery is on, but no delivery area or fee zone is drawn yet',
      detail: inUse.length > 1 ? names(noZone) : undefined,
      section: 'zones',
      sectionLabel: 'Delivery zones',
    });
  }
  return steps;
}

/** What each feature a new restaurant starts without means for customers while it is off. */
const featureOffTexts: Record<LocationStatus['featuresOff'][number], { name: string; text: string }> = {
  delivery: { name: 'delivery', text: 'Delivery is off: customers can only pick up.' },
  rewards: { name: 'rewards', text: 'Rewards are off: customers collect no points.' },
  promoCodes: { name: 'promo codes', text: 'Promo codes are off: checkout has no promo code box.' },
};

/** The features still off (issue 24: nothing said so), and at which locations when not all. */
export function featuresOff(status: SetupStatus) {
  const inUse = status.locations.filter((location) => location.state !== 'inactive');
  return (Object.keys(featureOffTexts) as (keyof typeof featureOffTexts)[]).flatMap((feature) => {
    const off = inUse.filter((location) => location.featuresOff.includes(feature));
    if (off.length === 0) return [];
    return [
      {
        feature,
        ...featureOffTexts[feature],
        detail: off.length < inUse.length ? `Off at ${names(off)}` : undefined,
      },
    ];
  });
}

const stateLabels: Record<LocationStatus['state'], string> = {
  open: 'Open now',
  closed: 'Closed now (opening hours)',
  paused: 'Ordering paused',
  inactive: 'Out of use',
};

/** The back office's first page: what is left before customers can order, each location now, every section. */
export function ManageHome() {
  const { restaurantId, restaurant } = useManaged();
  const loaded = useManageCall('getSetupStatus', { params: { restaurantId } });
  const status = loaded.data;
  const steps = status ? setupSteps(status) : [];
  const left = steps.filter((step) => !step.done).length;
  return (
    <ManagePage
      title={restaurant.name}
      lead={`${status && left > 0 ? `${left === 1 ? 'One step' : `${left} steps`} before customers can order. ` : ''}Changes you save here reach customers' screens at once.`}
    >
      <ErrorBanner message={loaded.error} />
      {status && left > 0 && (
        <section className="mcard" aria-labelledby="setup-steps">
          <div className="mcard__head">
            <h2 id="setup-steps">Getting ready</h2>
          </div>
          <ol className="setup-steps mcard__body">
            {steps.map((step) => (
              <li key={step.key} className={step.done ? 'setup-step setup-step--done' : 'setup-step'}>
                <span className="setup-step__mark" aria-hidden="true">
                  {step.done ? '✓' : ''}
                </span>
                <span className="setup-step__text">
                  <span className="visually-hidden">{step.done ? 'Done: ' : 'To do: '}</span>
                  {step.text}
                  {step.detail && <span className="setup-step__detail">{step.detail}</span>}
                </span>
                {!step.done && step.section && (
                  <Link className="btn" to={step.section}>
                    {step.sectionLabel}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      {status && featuresOff(status).length > 0 && (
        <section className="mcard" aria-labelledby="features-off">
          <div className="mcard__head">
            <h2 id="features-off">Turned off</h2>
          </div>
          <ul className="setup-steps mcard__body">
            {featuresOff(status).map((off) => (
              <li key={off.feature} className="setup-step">
                <span className="setup-step__mark" aria-hidden="true" />
                <span className="setup-step__text">
                  {off.text}
                  {off.detail && <span className="setup-step__detail">{off.detail}</span>}
                </span>
                <Link className="btn" to="restaurant">
                  Turn on<span className="visually-hidden"> {off.name}</span> in Restaurant
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {status && (
        <section className="mcard" aria-labelledby="locations-now">
          <div className="mcard__head">
            <h2 id="locations-now">Locations now</h2>
          </div>
          <ul className="location-states mcard__body">
            {status.locations.map((location) => (
              <LocationNow
                key={location.id}
                restaurantId={restaurantId}
                location={location}
                timeZone={restaurant.timeZone}
                onChange={loaded.reload}
              />
            ))}
          </ul>
        </section>
      )}
      <ul className="manage-home">
        {sortedSections().map((section) => (
          <li key={section.path}>
            <Link className="manage-home__card" to={section.path}>
              <NavIcon d={section.icon} size={28} />
              <span>{section.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ManagePage>
  );
}

/** One location's state now; a paused one its manager holds can be resumed from here. */
function LocationNow({
  restaurantId,
  location,
  timeZone,
  onChange,
}: {
  restaurantId: string;
  location: LocationStatus;
  timeZone: string;
  onChange: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resume = async (what: 'orderOpen' | 'deliveryOpen') => {
    setBusy(true);
    setError(null);
    try {
      await call('setLocationStatus', {
        body: { restaurantId, locationId: location.id, [what]: true },
      });
      await onChange();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  const until = location.pausedUntil ? ` until ${formatTime(location.pausedUntil, timeZone)}` : '';
  return (
    <li className="location-state">
      <span className="location-state__name">{location.locationName}</span>
      <span className={`mtag location-state__pill location-state__pill--${location.state}`}>
        {stateLabels[location.state]}
        {until}
      </span>
      {location.state === 'paused' && location.held && (
        <button
          type="button"
          className="btn btn--go"
          disabled={busy}
          aria-busy={busy}
          onClick={() => resume('orderOpen')}
        >
          Resume ordering
        </button>
      )}
      {location.deliveryPaused && location.state !== 'inactive' && (
        <>
          <span className="mnote">Delivery is paused: customers cannot order delivery here.</span>
          {location.held && (
            <button
              type="button"
              className="btn btn--go"
              disabled={busy}
              aria-busy={busy}
              onClick={() => resume('deliveryOpen')}
            >
              Resume delivery
            </button>
          )}
        </>
      )}
      {location.state === 'closed' && !location.hasHours && (
        <span className="mnote">No opening hours yet: customers can browse, not order.</span>
      )}
      {error && (
        <span className="mbanner mbanner--error" role="alert">
          {error}
        </span>
      )}
    </li>
  );
}
