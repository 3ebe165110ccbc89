import { describe, expect, it } from 'vitest';
import {
  emptyRestaurantDocument,
  formatDocumentPath,
  formatDocumentProblems,
  parseRestaurantDocument,
  restaurantDocumentJsonSchema,
  restaurantDocumentSchema,
  slugOf,
  unstorableTextPaths,
} from './index.ts';

const empty = () =>
  emptyRestaurantDocument({
    id: 'luigis',
    name: "Luigi's",
    locationName: 'Main Street',
    managerEmail: 'Luigi@Example.com',
    timeZone: 'America/Toronto',
  });

/** A small valid restaurant: one category, a product with a required modifier, a promo code and a reward. */
const small = () => {
  const document = empty();
  return {
    ...document,
    settings: { ...document.settings, categoryOrder: ['mains'] },
    menu: {
      categories: [{ id: 'mains', name: 'Mains', productOrder: ['pasta'] }],
      products: [{ id: 'pasta', name: 'Pasta', price: 1500, modifiers: ['sauce'] }],
      modifiers: [
        {
          id: 'sauce',
          name: 'Sauce',
          required: 1,
          maxSelect: 1,
          choices: [
            { id: 'tomato', name: 'Tomato' },
            { id: 'pesto', name: 'Pesto', price: 100 },
          ],
        },
      ],
    },
    promoCodes: [{ code: 'hello10', discount: 0.1, maxDiscountAmount: 500 }],
    rewards: [{ id: 'free-pasta', type: 'Points/Product', value: 'pasta', points: 1000 }],
  };
};

const problemsOf = (input: unknown) => {
  const parsed = parseRestaurantDocument(input);
  return parsed.ok
    ? []
    : parsed.problems.map((problem) => `${formatDocumentPath(problem.path)}: ${problem.message}`);
};

describe('the restaurant document', () => {
  it('reads an empty restaurant with defaults filled in', () => {
    const parsed = parseRestaurantDocument(empty());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { document } = parsed;
    expect(document.staff).toEqual([{ email: 'luigi@example.com', role: 'manager' }]);
    expect(document.settings).toMatchObject({
      orderOpen: false,
      tipValues: [0.1, 0.15, 0.2],
      phoneNumber: '',
      // A delivery is promised its drive beyond the kitchen's wait, and a new zone starts with it.
      waitTime: 20,
      deliveryTime: 15,
    });
    expect(document.locations[0]).toMatchObject({
      id: 'main-street',
      inactive: false,
      tables: [],
      soldOut: [],
    });
  });

  it('reads a small menu; codes upper case, instants as the database gives them', () => {
    const parsed = parseRestaurantDocument({
      ...small(),
      menu: {
        ...small().menu,
        products: [{ ...small().menu.products[0]!, activeAfter: '2027-01-15T00:00:00-08:00' }],
      },
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.document.promoCodes[0]?.code).toBe('HELLO10');
    expect(parsed.document.menu.products[0]).toMatchObject({
      taxRate: 0.05,
      active: true,
      activeAfter: '2027-01-15T08:00:00.000Z',
    });
    expect(restaurantDocumentSchema.safeParse(small()).success).toBe(true);
  });

  it('lists every problem of a bad file by its path, shape and references together', () => {
    const document = small();
    const problems = problemsOf({
      ...document,
      id: 'Luigi Bad',
      surprise: true,
      settings: { ...document.settings, styles: { ...document.settings.styles, brandColor: 'red' } },
      locations: [...document.locations, { ...document.locations[0]!, settings: { waitTime: 1.5 } }],
      menu: {
        ...document.menu,
        categories: [{ id: 'mains', name: 'Mains', productOrder: ['pasta', 'pizza'] }],
        products: [{ ...document.menu.products[0]!, price: -1, modifiers: ['sauce', 'cheese'] }],
        modifiers: [{ ...document.menu.modifiers[0]!, required: 2 }],
      },
      promoCodes: [...document.promoCodes, { code: 'HELLO10', discount: 2, maxDiscountAmount: 0 }],
      rewards: [{ id: 'r', type: 'Points/Discount', value: 'pasta', points: 10 }],
      staff: [{ email: 'a@example.com', role: 'manager', locations: ['nowhere'] }],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'id: Use lower-case letters, digits and dashes (e.g. "main-street").',
        expect.stringMatching(/^: .*surprise/),
        'settings.styles.brandColor: Use a hex colour such as "#b3261e".',
        'locations[1].settings.waitTime: Use whole minutes.',
        'locations[1].id: The location "main-street" is listed twice.',
        'menu.products[0].price: Amounts cannot be negative.',
        'menu.products[0].modifiers[1]: There is no modifier "cheese".',
        'menu.categories[0].productOrder[1]: There is no product "pizza".',
        'menu.modifiers[0].required: required cannot be more than maxSelect.',
        'promoCodes[1].discount: Use a fraction between 0 and 1.',
        'promoCodes[1].code: The promo code "HELLO10" is listed twice.',
        "rewards[0].value: A discount reward's value is an amount in cents; a product reward's is a product id.",
        'staff[0].locations[0]: There is no location "nowhere".',
      ]),
    );
    expect(formatDocumentProblems([{ path: [], message: 'Not JSON.' }])).toBe('(document): Not JSON.');
  });

  it('says what is missing, and checks references even in input that is not an object', () => {
    expect(problemsOf({ format: 'orderly.restaurant/1' })).toEqual(
      expect.arrayContaining([
        'id: This is required.',
        'settings: This is required.',
        'menu: This is required.',
      ]),
    );
    expect(problemsOf(null)).toEqual([
      ': A restaurant file holds one JSON object, starting { "format": "orderly.restaurant/1", …',
    ]);
    expect(problemsOf([])).toHaveLength(1);
    expect(problemsOf({ ...small(), format: 'v2' })).toEqual([
      'format: Start the file with "format": "orderly.restaurant/1".',
    ]);
  });

  it("refuses text no database stores (a file's \\u0000 or \\ud800 escape), by its path", () => {
    const file = JSON.parse(
      JSON.stringify(small())
        .replace('"name":"Pasta"', '"name":"Pasta\\u0000"')
        .replace('"productOrder":["pasta"]', '"productOrder":["pasta"],"note\\ud800":"x"'),
    );
    const parsed = parseRestaurantDocument(file);
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems;
    const text = formatDocumentProblems(problems);
    expect(text).toContain(
      'menu.products[0].name: This holds a character that cannot be saved (U+0000, or half of a surrogate pair): remove it.',
    );
    expect(text).toContain('menu.categories[0].note\uFFFD: This holds a character');
    expect(parseRestaurantDocument(small()).ok).toBe(true);
  });

  it('finds text no database stores in document order, without recursion, at most as many as asked', () => {
    expect(unstorableTextPaths({ a: ['ok', 'x\u0000'], b: { '\udc00': 1, c: 'a\ud83d\ude00b' } })).toEqual([
      ['a', 1],
      ['b', '\uFFFD'],
    ]);
    // A pair is a character (an emoji): kept.
    expect(unstorableTextPaths(['\ud83d\ude00', 'caf\u00e9'])).toEqual([]);
    let deep: unknown = '\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(unstorableTextPaths(deep)[0]).toHaveLength(100_000);
    expect(
      unstorableTextPaths(
        Array.from({ length: 50 }, () => '\u0000'),
        3,
      ),
    ).toEqual([[0], [1], [2]]);
  });

  it('is described as a JSON Schema for editors', () => {
    const schema = restaurantDocumentJsonSchema() as {
      properties: Record<string, { const?: string }>;
      required: string[];
    };
    expect(schema.properties.format?.const).toBe('orderly.restaurant/1');
    expect(schema.required).toEqual(
      expect.arrayContaining(['format', 'id', 'name', 'settings', 'locations', 'menu']),
    );
    expect(schema.required).not.toContain('staff');
  });

  it('makes ids for addresses from names', () => {
    expect(slugOf("Luigi's Trattoria")).toBe('luigis-trattoria');
    expect(slugOf('Café Olé — Main St.')).toBe('cafe-ole-main-st');
    expect(slugOf('!!!')).toBe('restaurant');
  });
});
