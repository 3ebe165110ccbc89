import { capacityOf, type FullWindow, type Pacing, pacingOfFullWindows, pacingOn } from '@orderly/domain';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { call } from '../../../lib/client.ts';
import type { PublicSettings } from '../../restaurant/api/get-location.ts';

/**
 * The location's full kitchen windows (capacity pacing, decision 0077): read when pacing is on,
 * again every 30 seconds and after an order was refused for a full time. The picker and the
 * checkout leave those windows' slots out with the same rule the server uses.
 */
const REFRESH_MS = 30_000;
const known = new Map<string, FullWindow[]>();
const listeners = new Set<() => void>();
const inFlight = new Set<string>();

async function load(restaurantId: string, locationId: string) {
  const key = `${restaurantId}:${locationId}`;
  if (inFlight.has(key)) return;
  inFlight.add(key);
  try {
    const data = await call('getFullWindows', { params: { restaurantId, locationId } });
    known.set(key, data.fullWindows);
    for (const listener of listeners) listener();
  } catch {
    // Offline or refused: the server still checks the time when the order is placed.
  } finally {
    inFlight.delete(key);
  }
}

/** Reads the full windows again (after the server refused a time as full). */
export function refreshFullWindows(settings: Pick<PublicSettings, 'restaurantId' | 'locationId'>) {
  return load(settings.restaurantId, settings.locationId);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The kitchen's pacing for `offeredTimeSlots`, or null when the location does not pace orders. */
export function useKitchenPacing(settings: PublicSettings): Pacing | null {
  const capacity = useMemo(() => capacityOf(settings), [settings]);
  const on = pacingOn(capacity);
  const { restaurantId, locationId } = settings;
  const key = `${restaurantId}:${locationId}`;
  const full = useSyncExternalStore(subscribe, () => known.get(key));
  useEffect(() => {
    if (!on) return;
    void load(restaurantId, locationId);
    const timer = setInterval(() => void load(restaurantId, locationId), REFRESH_MS);
    return () => clearInterval(timer);
  }, [on, restaurantId, locationId]);
  return useMemo(() => pacingOfFullWindows(capacity, full ?? []), [capacity, full]);
}
