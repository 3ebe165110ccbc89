import { menuFromCsv, menuToCsv } from '@orderly/domain/menu-csv';
import {
  checkMenuEdit,
  formatDocumentPath,
  type MenuEdit,
  type MenusDocument,
  RESTAURANT_DOCUMENT_FORMAT,
  type RestaurantDocument,
  unstorableTextMessage,
  unstorableTextPaths,
} from '@orderly/domain/restaurant-document';
import { HttpError } from '../http/errors.ts';
import { type MenuChange, menusChanges } from './menu-changes.ts';
import { editOf, type LocationMenuPart, prunedMenus } from './menu-store.ts';

/**
 * A menu as a file (issue 16: restaurants move menus from spreadsheets and other systems).
 * CSV: the catalogue only (packages/domain/src/menu-csv.ts has its columns); the restaurant's
 * menus keep their hours, lose the categories the sheet no longer has, and the default menu
 * gains the sheet's new categories at its end; what each location has sold out stays (a sheet has
 * one row per item, with no room for locations). JSON: `{ "format": "orderly.menu/1", "menu": …,
 * "menus": …, "takeoutAccessories": …, "locations": [{ "id", "locationName", "menus", "soldOut" }] }`
 * (the restaurant document's parts, same schemas; a location's `menus` null = the restaurant's), or
 * a whole restaurant file (its menu, menus, accessories and each location's menus and sold-out
 * items are taken). A location the file does not list, or a file without `locations`, keeps its
 * own; a location this restaurant does not have is left out, and the preview says so.
 */
export const MENU_FILE_FORMAT = 'orderly.menu/1';

export type MenuFileFormat = 'csv' | 'json';

export function menuFile(document: RestaurantDocument, format: MenuFileFormat) {
  if (format === 'csv') {
    return {
      filename: `${document.id}-menu.csv`,
      contentType: 'text/csv',
      content: menuToCsv(document.menu),
    };
  }
  const file = {
    format: MENU_FILE_FORMAT,
    ...editOf(document),
    locations: document.locations.map((location) => ({
      id: location.id,
      locationName: location.locationName,
      menus: location.settings.menus ?? null,
      soldOut: location.soldOut,
    })),
  };
  return {
    filename: `${document.id}-menu.json`,
    contentType: 'application/json',
    content: `${JSON.stringify(file, null, 2)}\n`,
  };
}

/** Refusals stay short enough to read at a glance (and to show in one toast). */
const MAX_MESSAGE = 300;

/** One refusal listing the problems, one per line, as many as fit (then how many more). */
export function problemsError(problems: string[], what = 'The menu'): HttpError {
  if (problems.length === 1) return new HttpError(400, problems[0]!.slice(0, MAX_MESSAGE));
  const lines = [`${what} has ${problems.length} problems:`];
  let length = lines[0]!.length;
  for (const [index, problem] of problems.entries()) {
    const rest = problems.length - index - 1;
    const tail = rest > 0 ? `\n…and ${rest} more.`.length : 0;
    if (length + 1 + problem.length + tail > MAX_MESSAGE) {
      lines.push(`…and ${problems.length - index} more.`);
      break;
    }
    lines.push(problem);
    length += 1 + problem.length;
  }
  return new HttpError(400, lines.join('\n'));
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** What a file's `locations` say, each checked against the file's catalogue. */
interface LocationsRead {
  parts: LocationMenuPart[];
  problems: string[];
  /** Locations of the file this restaurant does not have, in a sentence each. */
  notes: string[];
}

/**
 * Reads a file's locations (`menus`: undefined = not said, null = the restaurant's), keyed by id,
 * against the restaurant's locations and the file's catalogue.
 */
function readLocations(
  current: RestaurantDocument,
  entries: { id: unknown; menus: unknown; soldOut: unknown }[],
  edit: MenuEdit,
): LocationsRead {
  const read: LocationsRead = { parts: [], problems: [], notes: [] };
  const sellable = new Set([
    ...edit.menu.products.map((product) => product.id),
    ...edit.menu.modifiers.flatMap((modifier) => modifier.choices.map((choice) => choice.id)),
  ]);
  for (const [index, entry] of entries.entries()) {
    const location = current.locations.find((candidate) => candidate.id === entry.id);
    if (!location) {
      const id = typeof entry.id === 'string' ? `"${entry.id}"` : `number ${index + 1}`;
      read.notes.push(`Left out the file's location ${id}: this restaurant has no such location.`);
      continue;
    }
    const name = location.locationName;
    const part: LocationMenuPart = { locationId: location.id };
    if (entry.menus === null) part.menus = null;
    else if (entry.menus !== undefined) {
      const checked = checkMenuEdit({ menu: edit.menu, menus: entry.menus, takeoutAccessories: [] });
      if (checked.ok) part.menus = checked.edit.menus;
      else read.problems.push(...checked.problems.map((problem) => `${name}: ${problem}`));
    }
    if (entry.soldOut !== undefined) {
      const ids = Array.isArray(entry.soldOut) ? entry.soldOut : null;
      const unknown = (ids ?? []).filter((id) => typeof id !== 'string' || !sellable.has(id));
      if (ids === null) read.problems.push(`${name}, sold out: List the ids of products and choices.`);
      else if (unknown.length > 0)
        read.problems.push(
          ...unknown.map((id) => `${name}, sold out: There is no product or choice "${String(id)}".`),
        );
      else part.soldOut = [...new Set(ids as string[])];
    }
    read.parts.push(part);
  }
  return read;
}

/** The file's locations, as each format keeps them. */
function fileLocations(file: Loose): { id: unknown; menus: unknown; soldOut: unknown }[] | undefined {
  if (file.format === MENU_FILE_FORMAT) {
    if (file.locations === undefined) return undefined;
    return list(file.locations).map((entry) => {
      const location = record(entry);
      return { id: location.id, menus: location.menus, soldOut: location.soldOut };
    });
  }
  // A restaurant file: a location without menus of its own follows the restaurant's.
  return list(file.locations).map((entry) => {
    const location = record(entry);
    return {
      id: location.id,
      menus: record(location.settings).menus ?? null,
      soldOut: location.soldOut ?? [],
    };
  });
}

/** What a file changes at the restaurant's locations: their own menus and what they have sold out. */
export function locationChanges(
  current: RestaurantDocument,
  edit: MenuEdit,
  parts: LocationMenuPart[],
): MenuChange[] {
  const changes: MenuChange[] = [];
  const names = new Map<string, string>();
  for (const menu of [current.menu, edit.menu]) {
    for (const product of menu.products) names.set(product.id, `"${product.name}"`);
    for (const modifier of menu.modifiers)
      for (const choice of modifier.choices) names.set(choice.id, `"${choice.name}" (${modifier.name})`);
  }
  for (const part of parts) {
    const location = current.locations.find((candidate) => candidate.id === part.locationId);
    if (!location) continue;
    const name = location.locationName;
    const before = location.settings.menus ?? null;
    const after = part.menus;
    if (after !== undefined && JSON.stringify(before) !== JSON.stringify(after)) {
      if (after === null)
        changes.push({
          key: `location:${location.id}:menus`,
          sentence: `${name} follows the restaurant's menus.`,
          from: before,
          to: null,
        });
      else if (before === null)
        changes.push({
          key: `location:${location.id}:menus`,
          sentence: `${name} gets its own menus.`,
          from: null,
          to: after,
        });
      else changes.push(...menusChanges(before as MenusDocument, after, name));
    }
    if (part.soldOut !== undefined) {
      const was = new Set(location.soldOut);
      const is = new Set(part.soldOut);
      for (const id of part.soldOut.filter((item) => !was.has(item)))
        changes.push({
          key: `location:${location.id}:soldOut:${id}`,
          sentence: `Sold out at ${name}: ${names.get(id) ?? `"${id}"`}.`,
          from: false,
          to: true,
        });
      for (const id of location.soldOut.filter((item) => !is.has(item)))
        changes.push({
          key: `location:${location.id}:soldOut:${id}`,
          sentence: `Back on sale at ${name}: ${names.get(id) ?? `"${id}"`}.`,
          from: true,
          to: false,
        });
    }
  }
  return changes;
}

/**
 * Reads a menu file into the edit it makes of the restaurant's current menu and what it says of
 * each location (JSON only), or every problem (sentences naming the row, item or location). A file
 * that is not JSON or not a menu: 400.
 */
export function readMenuFile(
  current: RestaurantDocument,
  format: MenuFileFormat,
  content: string,
): { edit: MenuEdit; locations: LocationMenuPart[]; notes: string[] } | { problems: string[] } {
  const currentEdit = editOf(current);
  let input: unknown;
  let locations: ReturnType<typeof fileLocations>;
  if (format === 'csv') {
    const read = menuFromCsv(content);
    if (!read.ok) return { problems: read.problems };
    if (read.menu.categories.length + read.menu.products.length === 0) {
      return { problems: ['The sheet has no categories or products under its header row.'] };
    }
    const categoryIds = new Set(read.menu.categories.map((category) => String(category.id)));
    const menus = prunedMenus(currentEdit.menus, categoryIds);
    const listed = new Set(Object.values(menus).flatMap((menu) => menu?.categoryOrder ?? []));
    const added = [...categoryIds].filter((id) => !listed.has(id));
    menus.default = { ...menus.default, categoryOrder: [...menus.default.categoryOrder, ...added] };
    const productIds = new Set(read.menu.products.map((product) => String(product.id)));
    input = {
      menu: read.menu,
      menus,
      takeoutAccessories: currentEdit.takeoutAccessories.filter((id) => productIds.has(id)),
    };
  } else {
    let json: unknown;
    try {
      json = JSON.parse(content.replace(/^\uFEFF/, ''));
    } catch {
      throw new HttpError(400, 'The file is not valid JSON. Export it again, or choose the CSV format.');
    }
    // A \u0000 or \ud800 escape reads as JSON but no database stores it: refused by where it is.
    const unstorable = unstorableTextPaths(json);
    if (unstorable.length > 0) {
      throw problemsError(
        unstorable.map((path) => {
          const where = path.length > 0 ? `The file's ${formatDocumentPath(path)}` : 'The file';
          return `${where} ${unstorableTextMessage}: remove it and import the file again.`;
        }),
        'The file',
      );
    }
    const file = record(json);
    if (file.format === MENU_FILE_FORMAT || file.format === RESTAURANT_DOCUMENT_FORMAT) {
      locations = fileLocations(file);
    }
    if (file.format === MENU_FILE_FORMAT) {
      input = {
        menu: file.menu,
        menus: file.menus ?? currentEdit.menus,
        takeoutAccessories: file.takeoutAccessories ?? currentEdit.takeoutAccessories,
      };
    } else if (file.format === RESTAURANT_DOCUMENT_FORMAT) {
      const settings = record(file.settings);
      input = {
        menu: file.menu,
        menus: settings.menus ?? currentEdit.menus,
        takeoutAccessories: settings.takeoutAccessories ?? [],
      };
    } else {
      throw new HttpError(
        400,
        `A menu file starts with "format": "${MENU_FILE_FORMAT}" (or is a whole restaurant file, "format": "${RESTAURANT_DOCUMENT_FORMAT}").`,
      );
    }
  }
  const checked = checkMenuEdit(input);
  if (!checked.ok) return { problems: checked.problems };
  if (!locations) return { edit: checked.edit, locations: [], notes: [] };
  const read = readLocations(current, locations, checked.edit);
  if (read.problems.length > 0) return { problems: read.problems };
  return { edit: checked.edit, locations: read.parts, notes: read.notes };
}
