/**
 * A restaurant's catalogue as one CSV sheet, for restaurants that keep their menu in a spreadsheet
 * or move it from another system (issue 16). One row per item; `kind` says which:
 *
 * | kind     | columns it uses                                                                 |
 * |----------|---------------------------------------------------------------------------------|
 * | category | id, name, description, picture, order_type, takeout_accessory                   |
 * | product  | id, name, description, price, categories, modifiers, options, order_type,       |
 * |          | tax_rate, sold_out, available_from, picture, prep_minutes                       |
 * | modifier | id, name, required, max_select                                                  |
 * | choice   | id, name, price, modifier, preselected, sold_out, available_from                |
 *
 * Prices are dollars and cents ("13.50"), tax rates percent ("5"), yes/no for flags, lists of ids
 * separated by "|", times ISO 8601 ("2027-01-15T00:00:00Z"). Categories are listed in the order of
 * their rows; a category lists its products in the order of the product rows that name it.
 * Columns may come in any order, unknown columns are refused, and the sheet is read by papaparse
 * (commas or semicolons, quoted cells, a spreadsheet's byte-order mark). What the cells mean is
 * checked afterwards by the restaurant document's schemas (`checkMenuEdit`), like any edit.
 */
import Papa from 'papaparse';
import { decimalCommaMessage, formatMoneyInput, parseMoney } from './money-input.ts';
import type { RestaurantMenuDocument } from './restaurant-document/schema.ts';

export const MENU_CSV_COLUMNS = [
  'kind',
  'id',
  'name',
  'description',
  'price',
  'categories',
  'modifiers',
  'options',
  'order_type',
  'tax_rate',
  'sold_out',
  'available_from',
  'picture',
  'takeout_accessory',
  'required',
  'max_select',
  'modifier',
  'preselected',
  'prep_minutes',
] as const;

type Column = (typeof MENU_CSV_COLUMNS)[number];
type Row = Partial<Record<Column, string>>;

const KINDS = ['category', 'product', 'modifier', 'choice'] as const;

const percent = (rate: number) => String(Math.round(rate * 1_000_000) / 10_000);
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const ids = (values: readonly string[]) => values.join('|');

/** The catalogue as CSV text (header row first, CRLF line ends as spreadsheets write them). */
export function menuToCsv(menu: RestaurantMenuDocument): string {
  const rows: Row[] = [];
  for (const category of menu.categories) {
    rows.push({
      kind: 'category',
      id: category.id,
      name: category.name,
      description: category.description ?? '',
      picture: category.imageUrl ?? '',
      order_type: category.orderType,
      takeout_accessory: yesNo(category.takeoutAccessory),
    });
  }
  // Product rows in the order the categories list them (first appearance), then the others.
  const productById = new Map(menu.products.map((product) => [product.id, product]));
  const order: string[] = [];
  const seen = new Set<string>();
  for (const category of menu.categories) {
    for (const id of category.productOrder) {
      if (!seen.has(id) && productById.has(id)) {
        seen.add(id);
        order.push(id);
      }
    }
  }
  for (const product of menu.products) if (!seen.has(product.id)) order.push(product.id);
  for (const id of order) {
    const product = productById.get(id)!;
    rows.push({
      kind: 'product',
      id: product.id,
      name: product.name,
      description: product.description,
      price: formatMoneyInput(product.price),
      categories: ids(
        menu.categories
          .filter((category) => category.productOrder.includes(id))
          .map((category) => category.id),
      ),
      modifiers: ids(product.modifiers),
      options: ids(product.options),
      order_type: product.orderType,
      tax_rate: percent(product.taxRate),
      sold_out: yesNo(!product.active),
      available_from: product.activeAfter ?? '',
      picture: product.imageUrl,
      prep_minutes: product.prepMinutes == null ? '' : String(product.prepMinutes),
    });
  }
  for (const modifier of menu.modifiers) {
    rows.push({
      kind: 'modifier',
      id: modifier.id,
      name: modifier.name,
      required: String(modifier.required),
      max_select: String(modifier.maxSelect),
    });
    for (const choice of modifier.choices) {
      rows.push({
        kind: 'choice',
        id: choice.id,
        name: choice.name,
        price: formatMoneyInput(choice.price),
        modifier: modifier.id,
        preselected: yesNo(choice.selected),
        sold_out: yesNo(!choice.active),
        available_from: choice.activeAfter ?? '',
      });
    }
  }
  return Papa.unparse(
    {
      fields: [...MENU_CSV_COLUMNS],
      data: rows.map((row) => MENU_CSV_COLUMNS.map((column) => row[column] ?? '')),
    },
    // A cell starting with = + - @ is written with a leading ' so spreadsheets do not run it.
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** A catalogue read from CSV, before the document's schemas check it (values the schemas judge). */
export interface MenuCsvInput {
  categories: Record<string, unknown>[];
  products: Record<string, unknown>[];
  modifiers: (Record<string, unknown> & { choices: Record<string, unknown>[] })[];
}

export type ReadMenuCsv = { ok: true; menu: MenuCsvInput } | { ok: false; problems: string[] };

const MAX_PROBLEMS = 50;

/**
 * Reads a sheet written by `menuToCsv` or by hand. Problems of the sheet itself (unknown kind or
 * column, a price or flag that cannot be read, a choice without its modifier, a product in a
 * category the sheet does not have) come back as sentences with their row number (the header is
 * row 1); the document's rules are checked by the caller.
 */
export function menuFromCsv(text: string): ReadMenuCsv {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const problems: string[] = [];
  const fields = parsed.meta.fields ?? [];
  const unknown = fields.filter((field) => field && !(MENU_CSV_COLUMNS as readonly string[]).includes(field));
  if (!fields.includes('kind') || !fields.includes('id')) {
    return {
      ok: false,
      problems: [
        `The first row names the columns and needs at least "kind" and "id" (the columns are: ${MENU_CSV_COLUMNS.join(', ')}).`,
      ],
    };
  }
  if (unknown.length > 0) {
    problems.push(`Unknown column${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}.`);
  }
  for (const error of parsed.errors.slice(0, 5)) {
    // Rows with too few or too many cells are still read; a quote left open is not. Papa counts the
    // header as row 0 here (its first data row is 1), so the sheet's row is one more.
    if (error.type === 'Quotes') problems.push(`Row ${(error.row ?? 0) + 1}: a quoted cell is not closed.`);
  }

  const menu: MenuCsvInput = { categories: [], products: [], modifiers: [] };
  const productCategories: { row: number; id: string; categories: string[] }[] = [];
  const modifierById = new Map<string, MenuCsvInput['modifiers'][number]>();
  const pendingChoices: { row: number; modifier: string; choice: Record<string, unknown> }[] = [];

  parsed.data.forEach((raw, index) => {
    const rowNumber = index + 2;
    const problem = (message: string) => problems.push(`Row ${rowNumber}: ${message}`);
    const cell = (column: Column) => unescapeFormula((raw[column] ?? '').trim());
    const kind = cell('kind').toLowerCase();
    if (!(KINDS as readonly string[]).includes(kind)) {
      problem(`the kind "${cell('kind')}" is not one of ${KINDS.join(', ')}.`);
      return;
    }
    const optional = <T>(column: Column, read: (value: string) => T | undefined, what: string) => {
      const value = cell(column);
      if (value === '') return {};
      const result = read(value);
      if (result === undefined) {
        problem(`${column} "${value}" is not ${what}.`);
        return {};
      }
      return { [key(column)]: result };
    };
    const price = (required: boolean) => {
      if (required && cell('price') === '') {
        problem('price is required (e.g. 12.50).');
        return {};
      }
      const comma = decimalCommaMessage(cell('price'));
      if (comma) {
        problem(`price "${cell('price')}": ${comma}`);
        return {};
      }
      return optional('price', (value) => parseMoney(value) ?? undefined, 'an amount such as 12.50');
    };
    const flag = (column: Column) => optional(column, readYesNo, 'yes or no');
    const soldOut = () => {
      const value = cell('sold_out');
      if (value === '') return {};
      const read = readYesNo(value);
      if (read === undefined) {
        problem(`sold_out "${value}" is not yes or no.`);
        return {};
      }
      return { active: !read };
    };
    const text = (column: Column) => ({ [key(column)]: cell(column) });
    const orNothing = (column: Column) => (cell(column) === '' ? {} : text(column));
    const list = (column: Column) => ({ [key(column)]: splitIds(cell(column)) });
    const whole = (column: Column) => optional(column, readWhole, 'a whole number');

    if (kind === 'category') {
      menu.categories.push({
        id: cell('id'),
        ...text('name'),
        ...orNothing('description'),
        ...(cell('picture') ? { imageUrl: cell('picture') } : {}),
        productOrder: [],
        ...orNothing('order_type'),
        ...flag('takeout_accessory'),
      });
    } else if (kind === 'product') {
      menu.products.push({
        id: cell('id'),
        ...text('name'),
        ...orNothing('description'),
        ...price(true),
        ...list('modifiers'),
        ...list('options'),
        ...orNothing('order_type'),
        ...optional('tax_rate', readPercent, 'a percentage such as 5'),
        ...soldOut(),
        ...(cell('available_from') ? { activeAfter: cell('available_from') } : {}),
        ...(cell('picture') ? { imageUrl: cell('picture') } : {}),
        ...whole('prep_minutes'),
      });
      productCategories.push({ row: rowNumber, id: cell('id'), categories: splitIds(cell('categories')) });
    } else if (kind === 'modifier') {
      const modifier = {
        id: cell('id'),
        ...text('name'),
        required: 0,
        maxSelect: 0,
        ...whole('required'),
        ...whole('max_select'),
        choices: [] as Record<string, unknown>[],
      };
      if (modifierById.has(modifier.id)) problem(`the modifier "${modifier.id}" is listed twice.`);
      else modifierById.set(modifier.id, modifier);
      menu.modifiers.push(modifier);
    } else {
      const modifier = cell('modifier');
      if (!modifier) {
        problem('a choice names its modifier in the modifier column.');
        return;
      }
      pendingChoices.push({
        row: rowNumber,
        modifier,
        choice: {
          id: cell('id'),
          ...text('name'),
          ...price(false),
          ...flag('preselected'),
          ...soldOut(),
          ...(cell('available_from') ? { activeAfter: cell('available_from') } : {}),
        },
      });
    }
  });

  for (const { row, modifier, choice } of pendingChoices) {
    const owner = modifierById.get(modifier);
    if (owner) owner.choices.push(choice);
    else problems.push(`Row ${row}: there is no modifier "${modifier}" in the sheet.`);
  }
  const categoryById = new Map(menu.categories.map((category) => [category.id as string, category]));
  for (const { row, id, categories } of productCategories) {
    for (const categoryId of categories) {
      const category = categoryById.get(categoryId);
      if (category) (category.productOrder as string[]).push(id);
      else problems.push(`Row ${row}: there is no category "${categoryId}" in the sheet.`);
    }
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`…and ${problems.length - MAX_PROBLEMS} more.`);
    return { ok: false, problems: shown };
  }
  return { ok: true, menu };
}

/** The document's key for a column. */
function key(column: Column): string {
  switch (column) {
    case 'order_type':
      return 'orderType';
    case 'tax_rate':
      return 'taxRate';
    case 'takeout_accessory':
      return 'takeoutAccessory';
    case 'max_select':
      return 'maxSelect';
    case 'preselected':
      return 'selected';
    case 'prep_minutes':
      return 'prepMinutes';
    default:
      return column;
  }
}

function unescapeFormula(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

function splitIds(value: string): string[] {
  return value
    .split('|')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** "5", "5%" or "12.5" percent to a fraction. */
function readPercent(value: string): number | undefined {
  const match = /^(\d{1,3}(?:\.\d{1,4})?)\s*%?$/.exec(value);
  return match ? Number(match[1]) / 100 : undefined;
}

function readYesNo(value: string): boolean | undefined {
  const lower = value.toLowerCase();
  if (['yes', 'y', 'true', '1', 'x'].includes(lower)) return true;
  if (['no', 'n', 'false', '0'].includes(lower)) return false;
  return undefined;
}

function readWhole(value: string): number | undefined {
  return /^\d{1,3}$/.test(value) ? Number(value) : undefined;
}
