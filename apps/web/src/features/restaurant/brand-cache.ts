import { readStored, writeStored } from '../../lib/storage.ts';
import type { PublicSettings } from './api/get-location.ts';

/** The last seen brand of a restaurant, so the splash shows its logo while fresh data loads. */
export interface CachedBrand {
  name: string;
  logo: string;
  brandColor: string;
  theme: 'light' | 'dark';
}

const key = (restaurantId: string) => `orderly.brand.${restaurantId}`;

export function readBrand(restaurantId: string | null): CachedBrand | null {
  return restaurantId ? readStored<CachedBrand>(key(restaurantId)) : null;
}

export function rememberBrand(restaurantId: string, settings: PublicSettings): void {
  writeStored(key(restaurantId), {
    name: settings.name,
    logo: settings.images.logo,
    brandColor: settings.styles.brandColor,
    theme: settings.styles.theme,
  } satisfies CachedBrand);
}
