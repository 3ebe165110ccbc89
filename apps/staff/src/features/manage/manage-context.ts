import { useOutletContext } from 'react-router';
import type { ManagedRestaurant } from './manage-api.ts';

/** What the back office's shell gives every section. */
export interface ManageContext {
  restaurantId: string;
  restaurant: ManagedRestaurant;
  /** Loads the restaurant again (its name, logo or locations changed). */
  reloadRestaurant: () => Promise<void>;
}

export function useManaged(): ManageContext {
  return useOutletContext<ManageContext>();
}

/** Whether the signed-in manager holds this location (null = every location). */
export const holdsLocation = (restaurant: ManagedRestaurant, locationId: string) =>
  restaurant.managerLocationIds === null || restaurant.managerLocationIds.includes(locationId);
