import type { WeeklyHours } from '../types.ts';
import { RESTAURANT_DOCUMENT_FORMAT, type RestaurantDocumentInput } from './schema.ts';

/** 'Main Street Café' → 'main-street-cafe' (an id for URLs); 'restaurant' when nothing is left. */
/** The logo a new restaurant shows until its manager uploads its own. */
export const platformLogo = '/media/platform/logo.svg';

export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug || 'restaurant';
}

const closedAllWeek: WeeklyHours = [null, null, null, null, null, null, null];

export interface EmptyRestaurant {
  id: string;
  name: string;
  locationName: string;
  managerEmail: string;
  timeZone: string;
  /** Default: the location's name. */
  address?: string;
  /** Default: 0, 0 (to be set by its manager). */
  latLng?: { lat: number; lng: number };
  /** Default: a neutral platform logo. */
  logo?: string;
}

/**
 * A new restaurant with nothing to sell yet: one location, closed every day and ordering paused, no menu,
 * pickup only, and its manager. Its manager sets hours, menu and branding before opening.
 */
export function emptyRestaurantDocument(input: EmptyRestaurant): RestaurantDocumentInput {
  return {
    format: RESTAURANT_DOCUMENT_FORMAT,
    id: input.id,
    name: input.name,
    settings: {
      name: input.name,
      timeZone: input.timeZone,
      images: { logo: input.logo ?? platformLogo },
      styles: { brandColor: '#1f5f8b', fontColor: '#ffffff', rewardsFontColor: '#ffffff', theme: 'light' },
      hours: closedAllWeek,
      deliveryHours: closedAllWeek,
      menus: { default: { name: 'Menu', active: true, hours: closedAllWeek, categoryOrder: [] } },
      categoryOrder: [],
      // Ordering paused until the manager opens it; delivery is off by its feature switch, not
      // paused as well: a pause here outlived turning delivery on (issue 24).
      orderOpen: false,
      deliveryOpen: true,
      waitTime: 20,
      // The drive added to a delivery's promise, and what a newly drawn zone starts with: 0 min
      // promised a delivery at the kitchen's ready time (a first-day stumble of issue 24's walk).
      deliveryTime: 15,
      commentsEnabled: true,
      guestOrderingEnabled: true,
    },
    locations: [
      {
        id: slugOf(input.locationName),
        locationName: input.locationName,
        address: input.address ?? input.locationName,
        latLng: input.latLng ?? { lat: 0, lng: 0 },
      },
    ],
    menu: { categories: [], products: [], modifiers: [] },
    staff: [{ email: input.managerEmail, role: 'manager' }],
  };
}
