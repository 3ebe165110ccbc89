import { topics } from '@orderly/client';
import type { DataOf } from '@orderly/contract';
import { call } from '../../../lib/client.ts';

/** The location's whole catalogue; which parts are active now is decided by the domain rules. */
export type MenuData = DataOf<'getMenu'> & {
  /** Absent on the HTTP read (the location and the live snapshots carry the server time). */
  serverTime?: string;
};

export function getMenu(restaurantId: string, locationId: string, signal?: AbortSignal): Promise<MenuData> {
  return call('getMenu', { params: { restaurantId, locationId }, signal });
}

export const menuTopic = topics.menu;
