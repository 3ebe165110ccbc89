import type { Instant } from './clock.ts';
import { isWithinHours, minutesOfDay } from './opening-hours.ts';
import type { LatLng, WeeklyHours } from './types.ts';

/**
 * How ready a location is to take orders, for the back office's first page (issue 16): a restaurant
 * made by `restaurant create` starts closed and paused, and its manager should see at a glance what
 * is left before customers can order, not a grid of sections.
 */
export type LocationState = 'open' | 'closed' | 'paused' | 'inactive';

export interface LocationSetupInput {
  inactive: boolean;
  orderOpen: boolean;
  hours: WeeklyHours;
  timeZone: string;
  deliveryEnabled: boolean;
  /** Staff's pause of delivery (the kitchen board's switch), apart from the feature. */
  deliveryOpen: boolean;
  rewardsEnabled: boolean;
  promoCodesEnabled: boolean;
  deliveryZone: LatLng[];
  deliveryZonesWithFees: { deliveryZone: LatLng[] }[];
  /** Products on the location's menus (any hour). */
  productCount: number;
}

export interface LocationSetup {
  state: LocationState;
  /** Some weekday has an opening window. */
  hasHours: boolean;
  /** Customers would find something to order. */
  hasProducts: boolean;
  /** Delivery is on but neither a delivery area nor a fee zone is drawn (it would deliver anywhere). */
  deliveryNeedsZone: boolean;
  /** Delivery is on but paused (deliveryOpen false): customers cannot order it there. */
  deliveryPaused: boolean;
  /** Features a new restaurant starts without, still off here (each turned on in Restaurant). */
  featuresOff: OptionalFeature[];
}

/** The features the back office's first page says are off, with where they are turned on. */
export const optionalFeatures = ['delivery', 'rewards', 'promoCodes'] as const;
export type OptionalFeature = (typeof optionalFeatures)[number];

/** Whether any weekday has a window (an "open" equal to its "close" is no window). */
export function hasOpeningHours(hours: WeeklyHours): boolean {
  return hours.some((day) => {
    if (!day) return false;
    const open = minutesOfDay(day.open);
    const close = minutesOfDay(day.close);
    return open !== null && close !== null && open !== close;
  });
}

/** A location's state now and what its setup lacks. */
export function locationSetup(input: LocationSetupInput, now: Instant): LocationSetup {
  const hasHours = hasOpeningHours(input.hours);
  const state: LocationState = input.inactive
    ? 'inactive'
    : !input.orderOpen
      ? 'paused'
      : hasHours && isWithinHours(input.hours, now, input.timeZone)
        ? 'open'
        : 'closed';
  const zoned = input.deliveryZone.length > 0 || input.deliveryZonesWithFees.length > 0;
  return {
    state,
    hasHours,
    hasProducts: input.productCount > 0,
    deliveryNeedsZone: input.deliveryEnabled && !zoned,
    deliveryPaused: input.deliveryEnabled && !input.deliveryOpen,
    featuresOff: optionalFeatures.filter(
      (feature) =>
        !{
          delivery: input.deliveryEnabled,
          rewards: input.rewardsEnabled,
          promoCodes: input.promoCodesEnabled,
        }[feature],
    ),
  };
}
