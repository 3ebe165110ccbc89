import { useState } from 'react';
import { toast } from 'sonner';
import type { PublicSettings } from '../lib/api-types.ts';
import { call } from '../lib/client.tsx';
import { formatTime } from '../lib/format.ts';
import { BusyControl } from './busy-controls.tsx';
import { PauseDialog, type PauseKey, type PauseLength } from './pause-dialog.tsx';

type Key = PauseKey;

/**
 * Open or pause online ordering and delivery for the location, and busy mode; the customer menus
 * follow live.
 */
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
  const [pausing, setPausing] = useState<Key | null>(null);
  const change = async (key: Key, next: boolean, length: PauseLength = null) => {
    setBusy(key);
    try {
      await call('setLocationStatus', {
        body: { restaurantId, locationId, [key]: next, ...(!next && length ? { pauseMinutes: length } : {}) },
      });
      const what = key === 'orderOpen' ? 'Ordering' : 'Delivery';
      toast.success(
        next ? `${what} is open` : length ? `${what} is paused for ${length} min` : `${what} is paused`,
      );
      setPausing(null);
    } catch (caught) {
      toast.error((caught as Error).message);
    } finally {
      setBusy(null);
    }
  };
  // Resuming is one tap; pausing asks first, and how long.
  const toggle = (key: Key) => (settings[key] ? setPausing(key) : void change(key, true));
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
      <BusyControl restaurantId={restaurantId} locationId={locationId} settings={settings} />
      <PauseDialog
        pausing={pausing}
        busy={busy !== null}
        onPause={(length) => pausing && void change(pausing, false, length)}
        onClose={() => setPausing(null)}
      />
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
  const until = paused ? settings.orderPausedUntil : settings.deliveryPausedUntil;
  const resume = async () => {
    setBusy(true);
    try {
      await call('setLocationStatus', {
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
        {paused
          ? 'Customers cannot place orders, and seated guests cannot call staff.'
          : 'Customers can still order pickup and dine-in.'}
        {until && (
          <span data-testid="pause-until"> Resumes by itself at {formatTime(until, settings.timeZone)}.</span>
        )}
      </p>
      <button type="button" className="btn btn--go" onClick={resume} disabled={busy}>
        {paused ? 'Resume ordering' : 'Resume delivery'}
      </button>
    </div>
  );
}
