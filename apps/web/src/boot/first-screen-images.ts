import {
  type Category,
  type LocationSettings,
  menuCategories,
  type OrderType,
  rememberZoneOffsets,
  resolveOrderType,
  type ZoneOffsets,
} from '@orderly/domain';

/*
 * The pictures the first screen shows at the top, so index.html's boot script can preload them as
 * soon as the location and menu it fetched arrive, instead of after the app's script has run and
 * rendered them: on /menu the first category tiles, picked by the same domain rule as the screen
 * (menu-route.tsx). first-screen-preload.ts bundles this module into the boot script.
 *
 * Not /category: its product pictures load at the browser's own priority (category-products.tsx).
 */

/** How many category tiles of the menu load with high priority (the boot script preloads them). */
export const PRIORITY_IMAGES = 4;

interface Session {
  tableId?: string | null;
  chosenOrderType?: OrderType;
}

interface LocationBody {
  settings: LocationSettings;
  serverTime?: string;
  zoneOffsets?: ZoneOffsets | null;
}

interface MenuBody {
  categories: Category[];
}

export function firstScreenImages(
  path: string,
  session: Session,
  location: LocationBody | null,
  menu: MenuBody | null,
): string[] {
  if (!location || !menu) return [];
  const { settings } = location;
  // The categories' hours are read on the restaurant's clock: from the table, not Intl (slow at first use).
  rememberZoneOffsets(location.zoneOffsets);
  const now = location.serverTime ?? new Date();
  const orderType = resolveOrderType({
    settings,
    tableId: session.tableId ?? null,
    chosen: session.chosenOrderType ?? '',
  });
  const isDineIn = orderType === 'Dine-in';
  if (path !== '/menu') return [];
  const shown = menuCategories({ settings, categories: menu.categories, now, isDineIn });
  return shown
    .slice(0, PRIORITY_IMAGES)
    .map((category) => category.imageUrl)
    .filter((url): url is string => typeof url === 'string' && url !== '');
}
