import { checkMenuEdit } from '@orderly/domain/restaurant-document';
import { describe, expect, it } from 'vitest';
import {
  addCategory,
  addModifier,
  freshId,
  type MenuDraft,
  moved,
  newProduct,
  putProduct,
  removeCategory,
  removeModifier,
  removeProduct,
  reorderCategories,
} from './menu-draft.ts';

const allDay = { open: '00:00', close: '24:00' };
const week = [allDay, allDay, allDay, allDay, allDay, allDay, allDay];

const draft = (): MenuDraft => ({
  menu: {
    categories: [
      { id: 'mains', name: 'Mains', productOrder: ['pasta'], orderType: 'all', takeoutAccessory: false },
      { id: 'extras', name: 'Extras', productOrder: ['napkins'], orderType: 'all', takeoutAccessory: true },
    ],
    products: [
      {
        ...newProduct({ menu: { categories: [], products: [], modifiers: [] } } as never),
        id: 'pasta',
        name: 'Pasta',
        price: 1500,
        modifiers: ['sauce'],
        options: ['napkins'],
      },
      {
        ...newProduct({ menu: { categories: [], products: [], modifiers: [] } } as never),
        id: 'napkins',
        name: 'Napkins',
        price: 0,
      },
    ],
    modifiers: [
      {
        id: 'sauce',
        name: 'Sauce',
        required: 1,
        maxSelect: 1,
        choices: [{ id: 'red', name: 'Tomato', price: 0, selected: false, active: true }],
      },
    ],
  },
  menus: {
    default: { name: 'All day', active: true, hours: week as never, categoryOrder: ['mains', 'extras'] },
    menu1: { name: 'Late', active: true, hours: week as never, categoryOrder: ['extras', 'mains'] },
  },
  takeoutAccessories: ['napkins'],
});

/** Every change keeps the draft a menu the server accepts. */
const valid = (value: MenuDraft) => expect(checkMenuEdit(value)).toMatchObject({ ok: true });

describe('the menu draft', () => {
  it('gives new items ids from their names that nothing else has', () => {
    expect(freshId('Tofu Bowl!', ['a'], 'product')).toBe('tofu-bowl');
    expect(freshId('Tofu bowl', ['tofu-bowl', 'tofu-bowl-2'], 'product')).toBe('tofu-bowl-3');
    expect(freshId('!!!', [], 'product')).toBe('product');
  });

  it('adds a product to the categories chosen, and moves it between them', () => {
    const added = putProduct(draft(), { ...newProduct(draft()), name: 'Tofu bowl', price: 1600 }, ['mains']);
    valid(added);
    expect(added.menu.categories[0]!.productOrder).toEqual(['pasta', 'tofu-bowl']);
    const tofu = added.menu.products.find((product) => product.id === 'tofu-bowl')!;
    const movedOver = putProduct(added, { ...tofu, price: 1700 }, ['extras']);
    expect(movedOver.menu.categories.map((category) => category.productOrder)).toEqual([
      ['pasta'],
      ['napkins', 'tofu-bowl'],
    ]);
    expect(movedOver.menu.products.find((product) => product.id === 'tofu-bowl')!.price).toBe(1700);
  });

  it('removes a product from its categories, the options and the accessories', () => {
    const removed = removeProduct(draft(), 'napkins');
    valid(removed);
    expect(removed.menu.products.map((product) => product.id)).toEqual(['pasta']);
    expect(removed.menu.products[0]!.options).toEqual([]);
    expect(removed.takeoutAccessories).toEqual([]);
  });

  it('adds a category to the default menu and removes one from every menu', () => {
    const { draft: added, id } = addCategory(draft(), 'Bowls');
    valid(added);
    expect(id).toBe('bowls');
    expect(added.menus.default.categoryOrder).toEqual(['mains', 'extras', 'bowls']);
    const removed = removeCategory(added, 'extras');
    valid(removed);
    expect(removed.menus.menu1!.categoryOrder).toEqual(['mains']);
  });

  it('reorders categories and every menu with them', () => {
    const reordered = reorderCategories(draft(), 1, 0);
    valid(reordered);
    expect(reordered.menu.categories.map((category) => category.id)).toEqual(['extras', 'mains']);
    expect(reordered.menus.default.categoryOrder).toEqual(['extras', 'mains']);
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('adds a modifier with one choice and removes one from every product', () => {
    const { draft: added, id } = addModifier(draft(), 'Size');
    valid(added);
    expect(added.menu.modifiers.find((modifier) => modifier.id === id)!.choices).toHaveLength(1);
    const removed = removeModifier(added, 'sauce');
    valid(removed);
    expect(removed.menu.products[0]!.modifiers).toEqual([]);
  });
});
