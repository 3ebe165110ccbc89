import type { ReactElement } from 'react';

/**
 * Screens of the ordering feature (checkout, order complete, order history and details, order
 * time, dine-in requests), as `<Route>` elements placed inside the app layout by the router.
 */
export const orderingRoutes: ReactElement[] = [];

/** Ordering screens that open over another screen on desktop (modals). */
export const orderingModalRoutes: ReactElement[] = [];
