import type { MenuEditInput } from '@orderly/domain/restaurant-document';
import { menusSchema, restaurantMenuSchema } from '@orderly/domain/restaurant-document';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';
import { manageLocationParams, manageRestaurantParams } from './manage-restaurant.ts';

/**
 * The back office's menu editor (issue 16): the catalogue every location sells (categories,
 * products, modifiers and their choices), the restaurant's menus with their hours and category
 * order, each location's own menus, the takeout accessories, and the menu as a CSV or JSON file.
 * What is saved is checked by the restaurant document's schemas (`checkMenuEdit`); a refusal lists
 * every problem, one sentence per line, naming the item ('Product "Burger", price: …').
 */

/** A location as the menu editor shows it. */
export const menuLocationSchema = z.object({
  id: z.string(),
  locationName: z.string(),
  /** The location's own menus (replacing the restaurant's there); null = the restaurant's. */
  ownMenus: menusSchema.nullable(),
  /** Products and choices sold out at this location only (staff switch these in the staff app). */
  soldOut: z.array(z.string()),
  /** Whether the signed-in manager holds this location. */
  canEdit: z.boolean(),
});

/** What the menu editor reads and every save answers. */
export const managedMenuSchema = z.object({
  /** The state this view shows; a save names it, and is refused if someone saved since. */
  version: z.string(),
  menu: restaurantMenuSchema,
  menus: menusSchema,
  takeoutAccessories: z.array(z.string()),
  locations: z.array(menuLocationSchema),
  /** Pictures the restaurant already has (its menu's, its rewards' and its brand's), to choose from. */
  pictures: z.array(z.string()),
  /** Whether the signed-in manager may change what every location shares (holds every location). */
  canEditMenu: z.boolean(),
});

/**
 * A body checked by the handler (`checkMenuEdit`), so a refusal can list every problem at once:
 * the schema here only lets it through; its type is what the apps send.
 */
const checkedInHandler = <Input>(shape: z.core.$ZodLooseShape) =>
  z.looseObject(shape) as unknown as z.ZodType<Record<string, unknown> & { version: string }, Input>;

const version = z.string().max(200);

export const menuFileFormats = ['csv', 'json'] as const;

export const manageMenuOperations = {
  getManagedMenu: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/menu',
    summary: "The restaurant's menu as its managers edit it",
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    response: { 200: data(managedMenuSchema), ...failures },
  }),
  saveMenu: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/menu',
    summary: 'Save the catalogue, menus and takeout accessories every location shares',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    body: checkedInHandler<MenuEditInput & { version: string }>({ version }),
    response: { 200: data(managedMenuSchema), ...failures },
  }),
  saveLocationMenus: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId/menus',
    summary: "Give a location its own menus (hours, category order), or back to the restaurant's (null)",
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    body: checkedInHandler<{ version: string; menus: MenuEditInput['menus'] | null }>({ version }),
    response: { 200: data(managedMenuSchema), ...failures },
  }),
  exportMenu: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/menu/export',
    summary: 'The menu as a file: CSV (the catalogue) or JSON (catalogue, menus and accessories)',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    querystring: z.object({
      format: z.enum(menuFileFormats, { error: 'Choose the format: csv or json.' }).default('csv'),
    }),
    response: {
      200: data(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
      ...failures,
    },
  }),
  importMenu: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/menu/import',
    summary:
      'Read a CSV or JSON menu file: its problems and what it would change (apply: false), or save it (apply: true)',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    body: z.object({
      format: z.enum(menuFileFormats, { error: 'Choose the format: csv or json.' }),
      content: z
        .string()
        .min(1, 'The file is empty.')
        .max(2_000_000, 'The file is too large (2 MB at most).'),
      apply: z.boolean().default(false),
      /** With apply: the version the preview was made from (refused if someone saved since). */
      version: version.optional(),
    }),
    response: {
      200: data(
        z.object({
          applied: z.boolean(),
          /** What is wrong with the file (nothing is saved while there are any), one sentence each. */
          problems: z.array(z.string()),
          /** The changes, one sentence each ('Added the product "Tofu bowl".'). */
          changes: z.array(z.string()),
          counts: z.object({ categories: z.number(), products: z.number(), modifiers: z.number() }),
          /** The menu as it is now (saved when applied). */
          view: managedMenuSchema,
        }),
      ),
      ...failures,
    },
  }),
};
