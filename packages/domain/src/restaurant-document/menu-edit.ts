/**
 * A menu as a manager edits it (issue 16, the back office's menu editor): the catalogue every
 * location sells (categories, products, modifiers with their choices), the restaurant's menus with
 * their hours and category order, and the takeout accessories. It is checked by the restaurant
 * document's own schemas and reference rules (schema.ts, references.ts), so what the editor saves
 * is what an import would accept; problems are sentences naming the item, e.g.
 * 'Product "Maple Pancakes", price: Amounts cannot be negative.'
 */
import { z } from 'zod';
import { type DocumentProblem, referenceProblems } from './references.ts';
import { itemIdSchema, menusSchema, restaurantMenuSchema } from './schema.ts';

export const menuEditSchema = z.strictObject({
  menu: restaurantMenuSchema,
  menus: menusSchema,
  takeoutAccessories: z.array(itemIdSchema).max(100),
});

export type MenuEdit = z.output<typeof menuEditSchema>;
export type MenuEditInput = z.input<typeof menuEditSchema>;
export type MenusDocument = MenuEdit['menus'];

/** Sentences for the schema library's own messages (the document's schemas name most of theirs). */
const sentences: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'This is required.' : 'This is not valid.';
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `Use at most ${issue.maximum} entries.`;
      return `Use at most ${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string') return 'This cannot be empty.';
      if (issue.origin === 'array') return `Use at least ${issue.minimum} entries.`;
      return `Use at least ${issue.minimum}.`;
    case 'invalid_value':
      return `Choose one of ${issue.values.map((value) => `"${String(value)}"`).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
};

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every problem of an edited menu (shape and references), with its path in the edit. */
export function menuEditProblems(input: unknown): DocumentProblem[] {
  const result = menuEditSchema.safeParse(input, { error: sentences });
  const problems: DocumentProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
        message: issue.message,
      }));
  // The reference rules read a document: the edit's parts where a document keeps them.
  const edit = record(input);
  const document = {
    menu: edit.menu,
    settings: { menus: edit.menus, takeoutAccessories: edit.takeoutAccessories, categoryOrder: [] },
    locations: [],
  };
  for (const problem of referenceProblems(document)) {
    const [first, ...rest] = problem.path;
    problems.push({ ...problem, path: first === 'settings' ? rest : problem.path });
  }
  return problems;
}

export type CheckedMenuEdit = { ok: true; edit: MenuEdit } | { ok: false; problems: string[] };

/** Reads an edited menu: the edit, or every problem as a sentence naming the item. */
export function checkMenuEdit(input: unknown): CheckedMenuEdit {
  const problems = menuEditProblems(input);
  if (problems.length > 0) {
    return { ok: false, problems: problems.map((problem) => describeMenuProblem(input, problem)) };
  }
  return { ok: true, edit: menuEditSchema.parse(input) };
}

const fieldNames: Record<string, string> = {
  name: 'name',
  description: 'description',
  price: 'price',
  imageUrl: 'picture',
  productOrder: 'products',
  categoryOrder: 'categories',
  orderType: 'order type',
  takeoutAccessory: 'takeout accessory',
  options: 'options',
  modifiers: 'modifiers',
  taxRate: 'tax rate',
  active: 'sold out',
  activeAfter: 'available from',
  required: 'required choices',
  maxSelect: 'most choices',
  choices: 'choices',
  selected: 'preselected',
  hours: 'hours',
  breakStart: 'break start',
  breakEnd: 'break end',
  id: 'id',
};

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const nameOf = (value: unknown, fallback: string) => {
  const name = record(value).name;
  return typeof name === 'string' && name.trim() ? `"${name.trim()}"` : fallback;
};

/** 'Product "Burger", price: Amounts cannot be negative.' for a problem of an edit. */
export function describeMenuProblem(input: unknown, problem: DocumentProblem): string {
  const edit = record(input);
  const menu = record(edit.menu);
  const path = [...problem.path];
  let subject = 'The menu';
  const take = () => path.shift();
  const head = take();
  if (head === 'menu') {
    const kind = take();
    const index = take();
    const entries = list(menu[String(kind)]);
    const item = typeof index === 'number' ? entries[index] : undefined;
    const fallback = typeof index === 'number' ? String(index + 1) : '';
    // A list as a whole ('menu.categories' is not a list) is the menu's, not an item's.
    if (typeof index !== 'number') subject = kind === undefined ? subject : `The menu's ${String(kind)}`;
    else if (kind === 'categories') subject = `Category ${nameOf(item, fallback)}`;
    else if (kind === 'products') subject = `Product ${nameOf(item, fallback)}`;
    else if (kind === 'modifiers') {
      subject = `Modifier ${nameOf(item, fallback)}`;
      if (path[0] === 'choices' && typeof path[1] === 'number') {
        const choice = list(record(item).choices)[path[1]];
        subject = `Choice ${nameOf(choice, String(path[1] + 1))} of ${nameOf(item, `modifier ${fallback}`)}`;
        path.splice(0, 2);
      }
    } else if (kind !== undefined) subject = `The menu's ${String(kind)}`;
    if (path.length === 0 && typeof index !== 'number' && index !== undefined) path.unshift(index);
  } else if (head === 'menus') {
    const key = take();
    subject = `Menu ${nameOf(record(edit.menus)[String(key)], `"${String(key ?? '')}"`)}`;
    if (path[0] === 'hours' && typeof path[1] === 'number') {
      subject += `, ${weekdays[path[1]] ?? 'a day'}`;
      path.splice(0, 2);
    }
  } else if (head === 'takeoutAccessories') {
    subject = 'Takeout accessories';
    path.length = 0;
  } else if (head !== undefined) {
    path.unshift(head);
  }
  const field = path.find((part): part is string => typeof part === 'string');
  const label = field ? (fieldNames[field] ?? field) : null;
  return `${subject}${label ? `, ${label}` : ''}: ${problem.message}`;
}
