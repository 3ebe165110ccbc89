import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { call, messageOf } from '../../lib/client.tsx';
import { FormSection } from '../manage/form-parts.tsx';
import { useManaged } from '../manage/manage-context.ts';
import { ErrorBanner } from '../manage/manage-page.tsx';

/**
 * Removing a location, asked twice. The server refuses one that has taken orders (the orders keep
 * their location): its sentence says to turn off "Taking orders" instead.
 */
export function RemoveLocation({ locationId, locationName }: { locationId: string; locationName: string }) {
  const { restaurantId, restaurant, reloadRestaurant } = useManaged();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // The question replaces the button that asked it: the keyboard goes to its safe answer.
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (restaurant.locations.length <= 1) return null;

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await call('removeLocation', { params: { restaurantId, locationId } });
      await reloadRestaurant();
      // Up one level of the address (the list), not of the route (the splat's parent is the back office's home).
      navigate('..', { relative: 'path' });
    } catch (caught) {
      setError(messageOf(caught));
      setAsking(false);
      setBusy(false);
    }
  };

  return (
    <FormSection
      title="Remove this location"
      description="Only a location that never took an order can be removed; to close one, turn off Taking orders."
    >
      <ErrorBanner message={error} />
      {asking ? (
        <div className="mremove">
          <p className="mremove__question">Remove {locationName}? Its tables and menu there go with it.</p>
          <div className="mremove__actions">
            <button ref={keep} type="button" className="btn" onClick={() => setAsking(false)} disabled={busy}>
              Keep it
            </button>
            <button type="button" className="btn btn--danger" onClick={() => void remove()} disabled={busy}>
              {busy ? 'Removing…' : `Remove ${locationName}`}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn" onClick={() => setAsking(true)}>
          Remove location<span className="visually-hidden"> {locationName}</span>
        </button>
      )}
    </FormSection>
  );
}
