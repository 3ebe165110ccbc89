import { rememberZoneOffsets } from '@orderly/domain';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError, syncServerTime, useLive } from '../../../lib/client.ts';
import { takePreloaded } from '../../../lib/preloaded.ts';
import { getLocation, type LocationData, locationTopic } from '../api/get-location.ts';
import { getMenu, type MenuData, menuTopic } from '../api/get-menu.ts';
import { rememberBrand } from '../brand-cache.ts';

export type RestaurantState =
  | { status: 'no-restaurant' }
  | { status: 'loading' }
  | { status: 'not-found'; message: string }
  | { status: 'error'; message: string; retry: () => void }
  | {
      status: 'ready';
      restaurant: LocationData['restaurant'];
      locations: LocationData['locations'];
      settings: LocationData['settings'];
      menu: MenuData;
    };

const RestaurantContext = createContext<RestaurantState>({ status: 'no-restaurant' });

type Fetched<T> = { ids: string; value: T } | { ids: string; error: ApiError } | null;

/**
 * Loads a location (HTTP, for the restaurant, its locations and a clear 404) and keeps its settings
 * and menu live over the shared socket, so staff changes (sold out, paused ordering) show at once.
 */
export function RestaurantProvider(props: {
  restaurantId: string | null;
  locationId: string | null;
  children: ReactNode;
}) {
  const { restaurantId, locationId } = props;
  const ids = restaurantId && locationId ? `${restaurantId}/${locationId}` : null;
  const [location, setLocation] = useState<Fetched<LocationData>>(null);
  const [menu, setMenu] = useState<Fetched<MenuData>>(null);
  const [attempt, setAttempt] = useState(0);

  const liveLocation = useLive(restaurantId && locationId ? locationTopic(restaurantId, locationId) : null);
  const liveMenu = useLive(restaurantId && locationId ? menuTopic(restaurantId, locationId) : null);
  const liveMenuArrived = liveMenu.data !== undefined;
  const sameMenu = useSameContent<MenuData | undefined>(({ serverTime: _, ...data }) => data);
  const sameSettings = useSameContent<LocationData['settings'] | undefined>();
  const sameLocations = useSameContent<LocationData['locations'] | undefined>();

  useEffect(() => {
    if (!restaurantId || !locationId || !ids) return;
    const controller = new AbortController();
    void attempt;
    const load = () => getLocation(restaurantId, locationId, controller.signal);
    const preloaded = takePreloaded<LocationData>('location', ids);
    (preloaded ? preloaded.then((value) => value ?? load()) : load()).then(
      (value) => {
        if (controller.signal.aborted) return;
        syncServerTime(value.serverTime);
        // Before the first render: the screens read the restaurant's clock (opening hours, menus).
        rememberZoneOffsets(value.zoneOffsets);
        rememberBrand(restaurantId, value.settings);
        // The first screen's whole render: in a transition React yields to the browser while it
        // renders (no long task blocking input), then commits it at once.
        startTransition(() => setLocation({ ids, value }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLocation({ ids, error: error instanceof ApiError ? error : new ApiError(0, String(error)) });
      },
    );
    return () => controller.abort();
  }, [restaurantId, locationId, ids, attempt]);

  useEffect(() => {
    if (!restaurantId || !locationId || !ids || liveMenuArrived) return;
    const controller = new AbortController();
    void attempt;
    const show = (value: MenuData) => {
      if (controller.signal.aborted) return;
      syncServerTime(value.serverTime);
      // Like the location: the first screen's render in a transition.
      startTransition(() => setMenu({ ids, value }));
    };
    const load = () =>
      getMenu(restaurantId, locationId, controller.signal).then(show, (error: unknown) => {
        if (controller.signal.aborted) return;
        setMenu({ ids, error: error instanceof ApiError ? error : new ApiError(0, String(error)) });
      });
    // Read at the start of the load by index.html's boot script when it knew the restaurant; else
    // (a first visit through the location's link) read now. The live socket starts only once the
    // page has loaded (lib/client.ts): from then on it keeps the menu current.
    const preloaded = takePreloaded<MenuData>('menu', ids);
    if (!preloaded) void load();
    else
      preloaded.then((value) => {
        if (value) show(value);
        else if (!controller.signal.aborted) void load();
      });
    return () => controller.abort();
  }, [restaurantId, locationId, ids, liveMenuArrived, attempt]);

  // (The live socket itself sets the server clock from every snapshot's `serverTime`.)
  useEffect(() => {
    if (liveLocation.data) rememberZoneOffsets(liveLocation.data.zoneOffsets);
  }, [liveLocation.data]);

  const current = location?.ids === ids ? location : null;
  const menuData = sameMenu(liveMenu.data ?? (menu?.ids === ids && 'value' in menu ? menu.value : undefined));
  const settings = sameSettings(
    liveLocation.data?.settings ?? (current && 'value' in current ? current.value.settings : undefined),
  );
  const menuError = menu?.ids === ids && 'error' in menu && !liveMenu.data ? menu.error : null;
  const liveLocations = sameLocations(liveLocation.data?.locations);

  const state = useMemo((): RestaurantState => {
    if (!ids) return { status: 'no-restaurant' };
    if (current && 'error' in current) {
      if (current.error.status === 404) return { status: 'not-found', message: current.error.message };
      return { status: 'error', message: current.error.message, retry: () => setAttempt((n) => n + 1) };
    }
    if (!current || !menuData || !settings) {
      if (menuError)
        return { status: 'error', message: menuError.message, retry: () => setAttempt((n) => n + 1) };
      return { status: 'loading' };
    }
    return {
      status: 'ready',
      restaurant: current.value.restaurant,
      // Live: a location the restaurant adds, renames or closes shows in the picker at once.
      locations: liveLocations ?? current.value.locations,
      settings,
      menu: menuData,
    };
  }, [ids, current, menuData, settings, menuError, liveLocations]);

  return <RestaurantContext value={state}>{props.children}</RestaurantContext>;
}

/**
 * Keeps the previous object while a new one has the same content: the live socket's first
 * snapshot repeats what HTTP gave a moment before, and re-rendering every screen for it is wasted
 * work at the busiest time of the load. `content` leaves out what does not count (the server's time).
 */
function useSameContent<T>(content: (value: NonNullable<T>) => unknown = (value) => value) {
  const last = useRef<{ value: T; json: string } | null>(null);
  const keep = useRef(content);
  return useMemo(
    () =>
      (value: T): T => {
        if (value === undefined || value === null) return value;
        if (last.current?.value === value) return value;
        const json = JSON.stringify(keep.current(value));
        if (last.current?.json === json) return last.current.value;
        last.current = { value, json };
        return value;
      },
    [],
  );
}

export function useRestaurantState(): RestaurantState {
  return useContext(RestaurantContext);
}

export type ReadyRestaurant = Extract<RestaurantState, { status: 'ready' }>;

/** For screens rendered only once the restaurant is ready (the layout shows the splash before). */
export function useRestaurant(): ReadyRestaurant {
  const state = useContext(RestaurantContext);
  if (state.status !== 'ready') throw new Error('useRestaurant used before the restaurant loaded');
  return state;
}
