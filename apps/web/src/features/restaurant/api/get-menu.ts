import type { Category, Modifier, Product, Table } from '@orderly/domain';
import { apiData } from '../../../lib/api-client.ts';

/** The location's whole catalogue; which parts are active now is decided by the domain rules. */
export interface MenuData {
  categories: Category[];
  products: Product[];
  modifiers: Modifier[];
  tables: Table[];
  /** Absent on the HTTP read (the location and the live snapshots carry the server time). */
  serverTime?: string;
}

const segment = encodeURIComponent;

export function getMenu(restaurantId: string, locationId: string, signal?: AbortSignal) {
  return apiData<MenuData>(
    `/guest/restaurants/${segment(restaurantId)}/locations/${segment(locationId)}/menu`,
    { signal },
  );
}

export const menuTopic = (restaurantId: string, locationId: string) => `menu:${restaurantId}:${locationId}`;
