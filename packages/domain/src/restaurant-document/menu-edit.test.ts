import { describe, expect, it } from 'vitest';
import { checkMenuEdit, describeMenuProblem, menuEditProblems } from './menu-edit.ts';

const closed = [null, null, null, null, null, null, null];
const lunch = { open: '11:00', close: '15:00' };

/** A small menu as the editor saves it: one category, a product with a modifier, one menu. */
const edit = () => ({
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
  menus: { default: { name: 'All day', active: true, hours: [...closed], categoryOrder: ['mains'] } },
  takeoutAccessories: [] as string[],
});

type Edit = ReturnType<typeof edit>;
const problemsOf = (change: (draft: Edit) => unknown) => {
  const checked = checkMenuEdit(change(edit()));
  return checked.ok ? [] : checked.problems;
};

describe('an edited menu', () => {
  it('is read with the document defaults filled in', () => {
    const checked = checkMenuEdit(edit());
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.edit.menu.products[0]).toMatchObject({ price: 1500, orderType: 'all', taxRate: 0.05 });
    expect(checked.edit.menu.modifiers[0]?.choices[0]).toMatchObject({ price: 0, selected: false });
  });

  it("answers the schema library's own refusals with sentences naming the item and field", () => {
    expect(
      problemsOf((draft) => {
        const { price: _price, ...product } = draft.menu.products[0]!;
        draft.menu.products[0] = product as never;
        return draft;
      }),
    ).toEqual(['Product "Pasta", price: This is required.']);
    expect(
      problemsOf((draft) => ({
        ...draft,
        menu: { ...draft.menu, products: [{ ...draft.menu.products[0], active: 'no' }] },
      })),
    ).toEqual(['Product "Pasta", sold out: This is not valid.']);
    expect(
      problemsOf((draft) => {
        draft.menu.categories[0] = { ...draft.menu.categories[0]!, description: 'x'.repeat(1001) } as never;
        return draft;
      }),
    ).toEqual(['Category "Mains", description: Use at most 1000 characters.']);
    expect(
      problemsOf((draft) => {
        draft.menu.products[0] = { ...draft.menu.products[0]!, orderType: 'takeaway' } as never;
        return draft;
      }),
    ).toEqual(['Product "Pasta", order type: Choose one of "all", "dine-in", "dine-out".']);
  });

  it('names limits on numbers and lists, and fields it does not know', () => {
    const modifier = (fields: Record<string, unknown>) =>
      problemsOf((draft) => {
        draft.menu.modifiers[0] = { ...draft.menu.modifiers[0]!, ...fields } as never;
        return draft;
      });
    expect(modifier({ maxSelect: 101 })).toEqual(['Modifier "Sauce", most choices: Use at most 100.']);
    expect(modifier({ required: -1 })).toEqual(['Modifier "Sauce", required choices: Use at least 0.']);
    expect(modifier({ colour: 'red' })).toEqual(['Modifier "Sauce": Unknown field: colour.']);
    expect(modifier({ colour: 'red', size: 2 })).toEqual(['Modifier "Sauce": Unknown fields: colour, size.']);
    expect(
      problemsOf((draft) => ({ ...draft, takeoutAccessories: Array.from({ length: 101 }, () => 'pasta') })),
    ).toContain('Takeout accessories: Use at most 100 entries.');
  });

  it('names a choice by its modifier, a menu by its name and a day of its hours', () => {
    expect(
      problemsOf((draft) => {
        draft.menu.modifiers[0]!.choices[1] = { id: 'pesto', name: 'Pesto', price: -100 };
        return draft;
      }),
    ).toEqual(['Choice "Pesto" of "Sauce", price: Amounts cannot be negative.']);
    expect(
      problemsOf((draft) => {
        draft.menus.default.hours[2] = { ...lunch, breakStart: '12:00' } as never;
        return draft;
      }),
    ).toEqual(['Menu "All day", Tuesday, break end: A break needs both breakStart and breakEnd.']);
    expect(
      problemsOf((draft) => {
        draft.menus.default.name = '';
        return draft;
      }),
    ).toEqual(['Menu "default", name: This cannot be empty.']);
  });

  it('falls back to an unnamed item’s place in its list', () => {
    expect(
      problemsOf((draft) => {
        draft.menu.products.push({ id: 'soup', name: '  ', price: 500, modifiers: [] });
        return draft;
      }),
    ).toEqual(['Product 2, name: This cannot be empty.']);
    expect(
      problemsOf((draft) => {
        draft.menu.modifiers[0]!.choices[1] = { id: 'pesto', name: '', price: 100 };
        return draft;
      }),
    ).toEqual(['Choice 2 of "Sauce", name: This cannot be empty.']);
  });

  it('checks references as a document does, with paths in the edit', () => {
    const problems = menuEditProblems({
      ...edit(),
      takeoutAccessories: ['cutlery'],
      menus: {
        default: { name: 'All day', active: true, hours: closed, categoryOrder: ['mains', 'desserts'] },
      },
    });
    expect(problems).toEqual([
      { path: ['takeoutAccessories', 0], message: 'There is no product "cutlery".' },
      { path: ['menus', 'default', 'categoryOrder', 1], message: 'There is no category "desserts".' },
    ]);
    expect(
      problemsOf((draft) => {
        draft.menu.products[0]!.modifiers = ['sauce', 'cheese'];
        return draft;
      }),
    ).toEqual(['Product "Pasta", modifiers: There is no modifier "cheese".']);
    expect(
      problemsOf((draft) => {
        draft.takeoutAccessories = ['cutlery'];
        return draft;
      }),
    ).toEqual(['Takeout accessories: There is no product "cutlery".']);
  });

  it('reads anything that is not an edit as one without parts', () => {
    expect(checkMenuEdit(null)).toEqual({ ok: false, problems: ['The menu: This is not valid.'] });
    expect(checkMenuEdit({ ...edit(), menu: { ...edit().menu, categories: 'none' } })).toMatchObject({
      ok: false,
      problems: [
        "The menu's categories: This is not valid.",
        'Menu "All day", categories: There is no category "mains".',
      ],
    });
  });
});

describe('describeMenuProblem', () => {
  it('says "The menu" for a problem outside any item, and words for a field it knows', () => {
    expect(describeMenuProblem(edit(), { path: [], message: 'Something is off.' })).toBe(
      'The menu: Something is off.',
    );
    expect(
      describeMenuProblem(edit(), { path: ['categoryOrder', 0], message: 'There is no category "x".' }),
    ).toBe('The menu, categories: There is no category "x".');
    expect(describeMenuProblem(edit(), { path: ['menu', 'products', 0, 'imageUrl'], message: 'Bad.' })).toBe(
      'Product "Pasta", picture: Bad.',
    );
    expect(describeMenuProblem(edit(), { path: ['menu', 'products', 0, 'calories'], message: 'Bad.' })).toBe(
      'Product "Pasta", calories: Bad.',
    );
    expect(describeMenuProblem(edit(), { path: ['menus', 'menu9', 'hours', 9], message: 'Bad.' })).toBe(
      'Menu "menu9", a day: Bad.',
    );
  });
});
