import type { ReactElement } from 'react';

/**
 * Screens of the account feature (sign in, user hub, user details, card, delivery details,
 * rewards), as `<Route>` elements placed inside the app layout by the router.
 */
export const accountRoutes: ReactElement[] = [];

/** Account screens that open over another screen on desktop (modals). */
export const accountModalRoutes: ReactElement[] = [];
