import { menuFromCsv, menuToCsv } from '@orderly/domain/menu-csv';
import {
  checkMenuEdit,
  type MenuEdit,
  RESTAURANT_DOCUMENT_FORMAT,
  type RestaurantDocument,
} from '@orderly/domain/restaurant-document';
import { HttpError } from '../http/errors.ts';
import { editOf, prunedMenus } from './menu-store.ts';

/**
 * A menu as a file (issue 16: restaurants move menus from spreadsheets and other systems).
 * CSV: the catalogue only (packages/domain/src/menu-csv.ts has its columns); the restaurant's
 * menus keep their hours, lose the categories the sheet no longer has, and the default menu
 * gains the sheet's new categories at its end. JSON: `{ "format": "orderly.menu/1", "menu": …,
 * "menus": …, "takeoutAccessories": … }` (the restaurant document's parts, same schemas), or a
 * whole restaurant file (its menu, menus and accessories are taken).
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
  const file = { format: MENU_FILE_FORMAT, ...editOf(document) };
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

/**
 * Reads a menu file into the edit it makes of the restaurant's current menu, or every problem
 * (sentences naming the row or item). A file that is not JSON or not a menu: 400.
 */
export function readMenuFile(
  current: RestaurantDocument,
  format: MenuFileFormat,
  content: string,
): { edit: MenuEdit } | { problems: string[] } {
  const currentEdit = editOf(current);
  let input: unknown;
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
    const file = record(json);
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
  return checked.ok ? { edit: checked.edit } : { problems: checked.problems };
}
