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
    path: 'menu',
    label: 'Menu',
    icon: 'M4 5h16M4 12h16M4 19h10M18 17l2 2 3-4',
    order: 30,
    load: async () => (await import('../manage-menu/menu-editor-screen.tsx')).MenuEditorScreen,
  },
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
  {
    path: 'branding',
    label: 'Branding',
    icon: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.7 1.5-1.5 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-7.8-9-7.8zM7.5 12a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM10.5 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM15.5 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
    order: 35,
    load: async () => (await import('../manage-branding/branding-screen.tsx')).BrandingScreen,
  },
  {
    path: 'promo-codes',
    label: 'Promo codes',
    icon: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01',
    order: 60,
    load: async () => (await import('../manage-promotions/promo-codes-screen.tsx')).PromoCodesScreen,
  },
  {
    path: 'rewards',
    label: 'Rewards',
    icon: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
    order: 65,
    load: async () => (await import('../manage-promotions/rewards-screen.tsx')).RewardsScreen,
  },
];

/** The sections in navigation order. */
export const sortedSections = () => [...manageSections].sort((a, b) => a.order - b.order);
