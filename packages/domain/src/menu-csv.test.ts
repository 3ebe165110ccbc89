import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menuFromCsv, menuToCsv } from './menu-csv.ts';
import { checkMenuEdit, type MenuEdit, restaurantMenuSchema } from './restaurant-document/index.ts';

const demo = JSON.parse(
  readFileSync(new URL('../../../apps/server/src/demo/demo-restaurant.json', import.meta.url), 'utf8'),
);
const demoMenu = restaurantMenuSchema.parse(demo.menu);

const small = () =>
  restaurantMenuSchema.parse({
    categories: [
      { id: 'mains', name: 'Mains', productOrder: ['pasta', 'salad'] },
      { id: 'sides', name: 'Sides', description: 'Small, "shareable"', productOrder: ['salad'] },
    ],
    products: [
      {
        id: 'pasta',
        name: 'Pasta, fresh',
        price: 1550,
        description: '=cmd|calc (not a formula)',
        modifiers: ['sauce'],
        taxRate: 0.125,
        activeAfter: '2027-01-15T00:00:00Z',
        prepMinutes: 12,
      },
      { id: 'salad', name: 'Salad', price: 900, active: false, imageUrl: '/media/salad.svg' },
      { id: 'bread', name: 'Bread', price: 0, orderType: 'dine-in' },
    ],
    modifiers: [
      {
        id: 'sauce',
        name: 'Sauce',
        required: 1,
        maxSelect: 1,
        choices: [
          { id: 'red', name: 'Tomato', selected: true },
          { id: 'white', name: 'Cream', price: 150, active: false },
        ],
      },
    ],
  });

const read = (text: string) => {
  const result = menuFromCsv(text);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return restaurantMenuSchema.parse(result.menu);
};

describe('menu CSV', () => {
  it('gives back the same catalogue: CSV -> catalogue -> CSV', () => {
    const csv = menuToCsv(small());
    expect(read(csv)).toEqual(small());
    expect(menuToCsv(read(csv))).toBe(csv);
  });

  it('round-trips the demo menu', () => {
    const csv = menuToCsv(demoMenu);
    const back = read(csv);
    expect(back.products).toEqual(demoMenu.products.map((product) => expect.objectContaining(product)));
    expect(back.modifiers).toEqual(demoMenu.modifiers);
    expect(back.categories).toEqual(
      demoMenu.categories.map((category) => ({ ...category, description: category.description })),
    );
    expect(menuToCsv(back)).toBe(csv);
  });

  it('writes dollars, percent, yes/no and lists, and keeps formulas from running', () => {
    const csv = menuToCsv(small());
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'kind,id,name,description,price,categories,modifiers,options,order_type,tax_rate,sold_out,available_from,picture,takeout_accessory,required,max_select,modifier,preselected,prep_minutes',
    );
    // A product's prep minutes (capacity pacing), empty for the location's default.
    expect(lines.find((line) => line.startsWith('product,pasta'))).toMatch(/,12$/);
    expect(lines.find((line) => line.startsWith('product,salad'))).toMatch(/[^,],,,,,,$/);
    expect(csv).toContain(
      'product,pasta,"Pasta, fresh","\'=cmd|calc (not a formula)",15.50,mains,sauce,,all,12.5,no,2027-01-15T00:00:00.000Z,',
    );
    expect(csv).toContain('product,salad,Salad,,9.00,mains|sides,,,all,5,yes,,/media/salad.svg');
    expect(csv).toContain('choice,white,Cream,,1.50,,,,,,yes,,,,,,sauce,no');
  });

  it('reads a hand-written sheet: any column order, semicolons, a byte-order mark, blank lines', () => {
    const text =
      '\uFEFFID;Kind;Name;Price;Categories\r\ndrinks;category;Drinks;;\r\n\r\ncola;product;Cola;$2.5;drinks\r\n';
    expect(read(text)).toEqual(
      restaurantMenuSchema.parse({
        categories: [{ id: 'drinks', name: 'Drinks', productOrder: ['cola'] }],
        products: [{ id: 'cola', name: 'Cola', price: 250 }],
        modifiers: [],
      }),
    );
  });

  it('lists the problems of a sheet by row', () => {
    const text = [
      'kind,id,name,price,categories,sold_out,modifier,colour',
      'dish,x,X,,,,,',
      'product,a,A,twelve,mains,maybe,,',
      'product,b,B,,,,,',
      'choice,c,C,1,,,sizes,',
    ].join('\n');
    const result = menuFromCsv(text);
    expect(result).toEqual({
      ok: false,
      problems: [
        'Unknown column: colour.',
        'Row 2: the kind "dish" is not one of category, product, modifier, choice.',
        'Row 3: price "twelve" is not an amount such as 12.50.',
        'Row 3: sold_out "maybe" is not yes or no.',
        'Row 4: price is required (e.g. 12.50).',
        'Row 5: there is no modifier "sizes" in the sheet.',
        'Row 3: there is no category "mains" in the sheet.',
      ],
    });
    expect(menuFromCsv('name,price\nA,1')).toMatchObject({ ok: false });
  });

  it('says what a spreadsheet got wrong: modifiers twice, choices without one, open quotes, odd cells', () => {
    const text = [
      'kind,id,name,price,required,max_select,modifier,preselected,tax_rate,sizes,notes',
      'modifier,size,Size,,1,1,,,,,',
      'modifier,size,Size again,,one,,,,,,',
      'choice,small,Small,0,,,,,,,',
      'choice,large,Large,1.50,,,size,perhaps,,,',
      'product,soup,Soup,5,,,,,5.55555,,',
      'product,tea,"Tea, hot,4,,,,,,,',
    ].join('\n');
    expect(menuFromCsv(text)).toEqual({
      ok: false,
      problems: [
        'Unknown columns: sizes, notes.',
        // The row where the quote opens (it was reported one row further down).
        'Row 7: a quoted cell is not closed.',
        'Row 3: required "one" is not a whole number.',
        'Row 3: the modifier "size" is listed twice.',
        'Row 4: a choice names its modifier in the modifier column.',
        'Row 5: preselected "perhaps" is not yes or no.',
        'Row 6: tax_rate "5.55555" is not a percentage such as 5.',
        'Row 7: price is required (e.g. 12.50).',
      ],
    });
  });

  it('reads yes and no as people write them, and shows at most so many problems', () => {
    const yesNo = menuFromCsv(
      [
        'kind,id,name,price,sold_out,takeout_accessory',
        'category,cutlery,Cutlery,,,Y',
        'product,fork,Fork,0,TRUE,',
      ].join('\n'),
    );
    expect(yesNo.ok && yesNo.menu.categories[0]).toMatchObject({ takeoutAccessory: true });
    expect(yesNo.ok && yesNo.menu.products[0]).toMatchObject({ active: false });
    const many = menuFromCsv(
      ['kind,id', ...Array.from({ length: 60 }, (_, index) => `dish,d${index}`)].join('\n'),
    );
    expect(many.ok).toBe(false);
    if (many.ok) return;
    expect(many.problems).toHaveLength(51);
    expect(many.problems.at(-1)).toBe('…and 10 more.');
  });

  it('reads amounts exactly, by the one money parser (decision 0073)', () => {
    const priceOf = (price: string) => {
      const read = menuFromCsv(`kind,id,name,price\nproduct,cola,Cola,"${price}"`);
      return read.ok ? read.menu.products[0]?.price : read.problems;
    };
    expect(priceOf('12.5')).toBe(1250);
    expect(priceOf('0.07')).toBe(7);
    expect(priceOf('1,250.00')).toBe(125000);
    expect(priceOf('$4.99')).toBe(499);
    expect(priceOf('-1')).toEqual(['Row 2: price "-1" is not an amount such as 12.50.']);
    expect(priceOf('1.234')).toEqual(['Row 2: price "1.234" is not an amount such as 12.50.']);
    // Read as $4.99 by the tip field and refused here before: now refused everywhere, saying how.
    expect(priceOf('4,99')).toEqual(['Row 2: price "4,99": Use a point before the cents: 4.99, not 4,99.']);
  });
});

describe('menu edits', () => {
  const edit = (): MenuEdit => ({
    menu: small(),
    menus: {
      default: {
        name: 'All day',
        active: true,
        hours: [null, null, null, null, null, null, null],
        categoryOrder: ['mains'],
      },
    },
    takeoutAccessories: ['bread'],
  });

  it('accepts a valid edit', () => {
    expect(checkMenuEdit(edit())).toMatchObject({ ok: true });
  });

  it('names the item and field of each problem', () => {
    const bad = edit() as unknown as {
      menu: { products: { price: number }[]; modifiers: { choices: { name: string }[] }[] };
      menus: { default: { categoryOrder: string[]; hours: unknown[] } };
      takeoutAccessories: string[];
    };
    bad.menu.products[0]!.price = -5;
    bad.menu.modifiers[0]!.choices[1]!.name = ' ';
    bad.menus.default.categoryOrder.push('desserts');
    bad.menus.default.hours[1] = { open: '25:00', close: '10:00' };
    bad.takeoutAccessories.push('napkins');
    const result = checkMenuEdit(bad);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      'Product "Pasta, fresh", price: Amounts cannot be negative.',
      'Choice 2 of "Sauce", name: This cannot be empty.',
      'Menu "All day", Monday, open: Use a 24-hour time such as "09:30" (up to "24:00").',
      'Takeout accessories: There is no product "napkins".',
      'Menu "All day", categories: There is no category "desserts".',
    ]);
  });

  it("reads a product's prep minutes, and refuses what is not minutes in the schema's words", () => {
    expect(read('kind,id,name,price,prep_minutes\nproduct,soup,Soup,5,8').products[0]?.prepMinutes).toBe(8);
    expect(
      read('kind,id,name,price,prep_minutes\nproduct,soup,Soup,5,').products[0]?.prepMinutes,
    ).toBeUndefined();
    expect(menuFromCsv('kind,id,name,price,prep_minutes\nproduct,soup,Soup,5,-3')).toEqual({
      ok: false,
      problems: ['Row 2: prep_minutes "-3" is not a whole number.'],
    });
    const tooLong = restaurantMenuSchema.safeParse(
      (menuFromCsv('kind,id,name,price,prep_minutes\nproduct,soup,Soup,5,300') as { menu: unknown }).menu,
    );
    expect(tooLong.error?.issues[0]?.message).toBe('Use at most 240 prep minutes per item.');
  });
});
