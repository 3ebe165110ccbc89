import type { ComponentType } from 'react';

/**
 * The back office's sections, as data: the shell's navigation and the router's lazy child routes
 * are both built from this list. Each area adds one entry; its screen is loaded only when opened
 * (this file holds no screen code, so the kitchen's bundle gains only these few lines).
 */
export interface ManageSection {
  /** Path under /staff/manage/:restaurantId/ (the section may have its own sub-paths below it). */
  path: string;
  label: string;
  /** SVG path data of the navigation icon (24×24, stroked). */
  icon: string;
  /** Position in the navigation, lower first. */
  order: number;
  /** The section's screen. */
  load: () => Promise<ComponentType>;
}

export const manageSections: ManageSection[] = [
  {
    path: 'restaurant',
    label: 'Restaurant',
    icon: 'M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6',
    order: 10,
    load: async () =>
      (await import('../manage-restaurant/restaurant-settings-screen.tsx')).RestaurantSettingsScreen,
  },
  {
    path: 'locations',
    label: 'Locations',
    icon: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
    order: 20,
    load: async () => (await import('../manage-locations/locations-screen.tsx')).LocationsScreen,
  },
  {
    path: 'staff',
    label: 'Staff',
    icon: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
    order: 80,
    load: async () => (await import('../manage-staff/staff-screen.tsx')).StaffScreen,
  },
  {
    path: 'activity',
    label: 'Activity',
    icon: 'M12 8v4l3 2M3.05 11a9 9 0 1 1 .5 4M3 4v7h7',
    order: 90,
    load: async () => (await import('../manage-staff/activity-screen.tsx')).ActivityScreen,
  },
  {
    path: 'zones',
    label: 'Delivery zones',
    icon: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14',
    order: 40,
    load: async () => (await import('../manage-zones/zones-screen.tsx')).ZonesScreen,
  },
];

/** The sections in navigation order. */
export const sortedSections = () => [...manageSections].sort((a, b) => a.order - b.order);
