import { useEffect, useState } from 'react';
import { type AppLocation, useAppLocation } from '../../lib/location.tsx';

/** After this long a tap stops showing as pending, whatever happened (the chunk failed to load, say). */
const GIVE_UP_MS = 15_000;

/**
 * A tap that opens another screen shows at once that it is working: on a slow connection the
 * screen's code may still be on its way (screens load lazily and the app keeps the current one
 * until the next is ready), and a tap that changes nothing for a second reads as a missed tap and
 * gets tapped again. Pending from the tap until the location shown here changes: the next screen,
 * or the product dialog over this one (which shows this screen at a location of its own).
 */
export function usePendingTap(): [pending: boolean, tapped: () => void] {
  const location = useAppLocation();
  const [tappedAt, setTappedAt] = useState<AppLocation | null>(null);
  const pending = tappedAt !== null && tappedAt === location;
  useEffect(() => {
    if (!pending) return;
    const giveUp = setTimeout(() => setTappedAt(null), GIVE_UP_MS);
    return () => clearTimeout(giveUp);
  }, [pending]);
  return [pending, () => setTappedAt(location)];
}
