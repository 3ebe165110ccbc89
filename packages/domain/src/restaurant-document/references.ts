/**
 * The checks between parts of a restaurant document: ids are unique where they must be, and
 * every id a part names exists (a category's products, a product's options and modifiers, a
 * menu's categories, a reward's product, a location's sold-out items, a staff member's locations).
 * Written to run on any input, even one whose shape is wrong, so that one reading of a bad file
 * lists every problem.
 */
export interface DocumentProblem {
  /** Where, e.g. ['menu', 'products', 3, 'modifiers', 0]. */
  path: (string | number)[];
  message: string;
}

type Loose = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
const idOf = (value: unknown, key = 'id'): string | null => {
  const id = record(value)[key];
  return typeof id === 'string' ? id : null;
};

/** Problems for repeated ids in a list (`key` of each entry), each at the repeat's path. */
function duplicates(
  entries: unknown[],
  path: (string | number)[],
  what: string,
  key = 'id',
  normalise: (id: string) => string = (id) => id,
): DocumentProblem[] {
  const seen = new Set<string>();
  const problems: DocumentProblem[] = [];
  entries.forEach((entry, index) => {
    const id = idOf(entry, key);
    if (id === null) return;
    const normalised = normalise(id);
    if (seen.has(normalised)) {
      problems.push({ path: [...path, index, key], message: `The ${what} "${id}" is listed twice.` });
    }
    seen.add(normalised);
  });
  return problems;
}

function unknownIds(
  ids: unknown,
  known: Set<string>,
  path: (string | number)[],
  what: string,
): DocumentProblem[] {
  return list(ids).flatMap((id, index) =>
    typeof id === 'string' && !known.has(id)
      ? [{ path: [...path, index], message: `There is no ${what} "${id}".` }]
      : [],
  );
}

export function referenceProblems(input: unknown): DocumentProblem[] {
  const document = record(input);
  const menu = record(document.menu);
  const settings = record(document.settings);
  const categories = list(menu.categories);
  const products = list(menu.products);
  const modifiers = list(menu.modifiers);
  const locations = list(document.locations);
  const ids = (entries: unknown[]) =>
    new Set(entries.map((entry) => idOf(entry)).filter((id) => id !== null));
  const categoryIds = ids(categories);
  const productIds = ids(products);
  const modifierIds = ids(modifiers);
  const locationIds = ids(locations);
  const choiceIds = new Set(modifiers.flatMap((modifier) => [...ids(list(record(modifier).choices))]));

  const problems: DocumentProblem[] = [
    ...duplicates(locations, ['locations'], 'location'),
    ...duplicates(categories, ['menu', 'categories'], 'category'),
    ...duplicates(products, ['menu', 'products'], 'product'),
    ...duplicates(modifiers, ['menu', 'modifiers'], 'modifier'),
    ...duplicates(list(document.rewards), ['rewards'], 'reward'),
    ...duplicates(list(document.promoCodes), ['promoCodes'], 'promo code', 'code', (code) =>
      code.toUpperCase(),
    ),
    ...duplicates(list(document.staff), ['staff'], 'e-mail', 'email', (email) => email.toLowerCase()),
  ];

  categories.forEach((category, index) => {
    const path = ['menu', 'categories', index, 'productOrder'];
    problems.push(...unknownIds(record(category).productOrder, productIds, path, 'product'));
  });
  products.forEach((product, index) => {
    const path = ['menu', 'products', index];
    problems.push(...unknownIds(record(product).options, productIds, [...path, 'options'], 'product'));
    problems.push(...unknownIds(record(product).modifiers, modifierIds, [...path, 'modifiers'], 'modifier'));
  });
  modifiers.forEach((modifier, index) => {
    const choices = list(record(modifier).choices);
    problems.push(...duplicates(choices, ['menu', 'modifiers', index, 'choices'], 'choice'));
  });

  const settingsReferences = (values: Loose, path: (string | number)[]) => {
    problems.push(...unknownIds(values.categoryOrder, categoryIds, [...path, 'categoryOrder'], 'category'));
    problems.push(
      ...unknownIds(values.takeoutAccessories, productIds, [...path, 'takeoutAccessories'], 'product'),
    );
    const menus = record(values.menus);
    for (const [key, menu] of Object.entries(menus)) {
      const menuPath = [...path, 'menus', key, 'categoryOrder'];
      problems.push(...unknownIds(record(menu).categoryOrder, categoryIds, menuPath, 'category'));
    }
  };
  settingsReferences(settings, ['settings']);

  const sellable = new Set([...productIds, ...choiceIds]);
  locations.forEach((location, index) => {
    const entry = record(location);
    settingsReferences(record(entry.settings), ['locations', index, 'settings']);
    problems.push(...duplicates(list(entry.tables), ['locations', index, 'tables'], 'table'));
    problems.push(
      ...unknownIds(entry.soldOut, sellable, ['locations', index, 'soldOut'], 'product or choice'),
    );
  });

  list(document.rewards).forEach((reward, index) => {
    const entry = record(reward);
    if (
      typeof entry.type === 'string' &&
      entry.type.endsWith('/Product') &&
      typeof entry.value === 'string'
    ) {
      problems.push(
        ...unknownIds([entry.value], productIds, ['rewards', index, 'value'], 'product').map((problem) => ({
          ...problem,
          path: ['rewards', index, 'value'],
        })),
      );
    }
  });
  list(document.staff).forEach((member, index) => {
    const path = ['staff', index, 'locations'];
    problems.push(...unknownIds(record(member).locations, locationIds, path, 'location'));
  });
  return problems;
}
