import type {
  Category,
  LocationSettings,
  Modifier,
  Product,
  PromoCode,
  Reward,
  Table,
} from '@orderly/domain';

/** Brand-level settings: every location setting except what only a location can say. */
export type BrandSettings = Omit<
  LocationSettings,
  'restaurantId' | 'locationId' | 'locationName' | 'address' | 'latLng'
>;

export interface SeedLocation {
  id: string;
  locationName: string;
  address: string;
  latLng: LocationSettings['latLng'];
  inactive: boolean;
  /** Merged over the brand's settings. */
  settings: Partial<BrandSettings>;
  tables: Table[];
  /** Products and choices sold out at this location only (ids). */
  soldOutProducts?: string[];
}

export interface SeedMenu {
  categories: Category[];
  products: Product[];
  modifiers: Modifier[];
}

export interface SeedUser {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  role: 'customer' | 'staff' | 'manager';
  rewardPoints?: number;
}

/** A restaurant as the seeder writes it; every location starts with a copy of `menu`. */
export interface RestaurantSeed {
  id: string;
  name: string;
  settings: BrandSettings;
  locations: SeedLocation[];
  menu: SeedMenu;
  promoCodes: PromoCode[];
  rewards: Reward[];
  users: SeedUser[];
}
