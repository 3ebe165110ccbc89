import { sortedSections } from './manage-sections.ts';

/**
 * The router's children of `manage/:restaurantId` (apps/staff/src/app/router.tsx): the home page
 * and one lazy route per section of manage-sections.ts (with its own sub-paths below it).
 */
export function manageChildRoutes() {
  return [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('./manage-home.tsx')).ManageHome,
      }),
    },
    ...sortedSections().map((section) => ({
      path: `${section.path}/*`,
      lazy: async () => ({ Component: await section.load() }),
    })),
  ];
}
