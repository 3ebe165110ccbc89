import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '../lib/api-client.ts';
import type { PublicSettings } from '../lib/api-types.ts';

type Key = 'orderOpen' | 'deliveryOpen';

/** Open or pause online ordering and delivery for the location; the customer menus follow live. */
export function StoreControls({
  restaurantId,
  locationId,
  settings,
}: {
  restaurantId: string;
  locationId: string;
  settings: PublicSettings;
}) {
  const [busy, setBusy] = useState<Key | null>(null);
  const toggle = async (key: Key) => {
    setBusy(key);
    const next = !settings[key];
    try {
      await api('/api/staff/location_status', {
        method: 'PUT',
        body: { restaurantId, locationId, [key]: next },
      });
      const what = key === 'orderOpen' ? 'Ordering' : 'Delivery';
      toast.success(next ? `${what} is open` : `${what} is paused`);
    } catch (caught) {
      toast.error((caught as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="store-controls">
      <StoreSwitch
        label="Ordering"
        on={settings.orderOpen}
        busy={busy === 'orderOpen'}
        onToggle={() => toggle('orderOpen')}
      />
      {settings.deliveryEnabled && (
        <StoreSwitch
          label="Delivery"
          on={settings.deliveryOpen}
          busy={busy === 'deliveryOpen'}
          onToggle={() => toggle('deliveryOpen')}
        />
      )}
    </div>
  );
}

function StoreSwitch({
  label,
  on,
  busy,
  onToggle,
}: {
  label: string;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="switch store-switch"
      disabled={busy}
      onClick={onToggle}
      aria-label={`${label} ${on ? 'open' : 'paused'}`}
    >
      <span className="switch__track" aria-hidden="true" />
      <span className="store-switch__text">
        <span className="store-switch__label">{label}</span>
        <span className={on ? 'store-switch__on' : 'store-switch__off'}>{on ? 'Open' : 'Paused'}</span>
      </span>
    </button>
  );
}

/** A paused store loses orders quietly: say so across the whole screen. */
export function PausedBanner({
  settings,
  restaurantId,
  locationId,
}: {
  settings: PublicSettings;
  restaurantId: string;
  locationId: string;
}) {
  const [busy, setBusy] = useState(false);
  const paused = !settings.orderOpen;
  const deliveryPaused = settings.deliveryEnabled && !settings.deliveryOpen && settings.orderOpen;
  if (!paused && !deliveryPaused) return null;
  const resume = async () => {
    setBusy(true);
    try {
      await api('/api/staff/location_status', {
        method: 'PUT',
        body: paused
          ? { restaurantId, locationId, orderOpen: true }
          : { restaurantId, locationId, deliveryOpen: true },
      });
    } catch (caught) {
      toast.error((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className={`paused-banner${paused ? '' : ' paused-banner--soft'}`}
      role="status"
      data-testid="paused-banner"
    >
      <p>
        <strong>{paused ? 'Online ordering is paused.' : 'Delivery is paused.'}</strong>{' '}
        {paused ? 'Customers cannot place orders.' : 'Customers can still order pickup and dine-in.'}
      </p>
      <button type="button" className="btn btn--go" onClick={resume} disabled={busy}>
        {paused ? 'Resume ordering' : 'Resume delivery'}
      </button>
    </div>
  );
}
