import { describe, expect, it } from 'vitest';
import { at, makeProduct, modifiers, products } from '../testing/fixtures.ts';
import {
  clampQuantity,
  isSingleSelect,
  validateAccessoryQuantity,
  validateProductSelection,
  validateQuantity,
} from './product.ts';

const burger = products[0]!;
const now = at('2026-06-10T12:00');
const check = (picked: { modifierId: string; id: string }[], product = burger) =>
  validateProductSelection({ product, modifiers, picked, now });

describe('validateProductSelection', () => {
  it('accepts a complete selection', () => {
    expect(
      check([
        { modifierId: 'size', id: 'large' },
        { modifierId: 'toppings', id: 'cheese' },
      ]),
    ).toBeNull();
  });
  it('needs each modifier to reach its required count', () => {
    expect(check([{ modifierId: 'toppings', id: 'cheese' }])).toBe('Sorry, you must select more choices.');
  });
  it('refuses more than maxSelect', () => {
    expect(
      check([
        { modifierId: 'size', id: 'small' },
        { modifierId: 'size', id: 'large' },
      ]),
    ).toBe('Sorry, you have selected too many choices.');
    expect(
      check([
        { modifierId: 'size', id: 'small' },
        { modifierId: 'toppings', id: 'cheese' },
        { modifierId: 'toppings', id: 'bacon' },
        { modifierId: 'toppings', id: 'cheese' },
      ]),
    ).toBe('Sorry, you have selected too many choices.');
  });
  it('refuses sold-out and unknown choices', () => {
    expect(
      check([
        { modifierId: 'size', id: 'small' },
        { modifierId: 'toppings', id: 'egg' },
      ]),
    ).toBe('Sorry, this option is sold out.');
    expect(
      check([
        { modifierId: 'size', id: 'small' },
        { modifierId: 'other', id: 'x' },
      ]),
    ).toBe('Sorry, this option is sold out.');
    expect(check([{ modifierId: 'size', id: 'huge' }])).toBe('Sorry, this option is sold out.');
  });
  it('refuses a sold-out product last', () => {
    const soldOut = { ...burger, active: false };
    expect(check([{ modifierId: 'size', id: 'small' }], soldOut)).toBe('Sorry, this product is sold out.');
    expect(check([], soldOut)).toBe('Sorry, you must select more choices.');
  });
  it('has no limit when maxSelect is 0 and ignores unknown modifier ids on the product', () => {
    const open = { ...modifiers[1]!, id: 'open', maxSelect: 0 };
    const product = makeProduct({ id: 'x', modifiers: ['open', 'missing'] });
    const picked = open.choices.filter((c) => c.active).map((c) => ({ modifierId: 'open', id: c.id }));
    expect(validateProductSelection({ product, modifiers: [open], picked, now })).toBeNull();
  });
});

describe('quantities', () => {
  it('lets a product have 1 to 50', () => {
    expect(validateQuantity(1)).toBeNull();
    expect(validateQuantity(50)).toBeNull();
    for (const bad of [0, 51, 1.5, Number.NaN])
      expect(validateQuantity(bad)).toBe('Sorry, quantity must be between 1 and 50.');
    expect([-3, 0, 7.9, 99, Number.NaN].map(clampQuantity)).toEqual([1, 1, 7, 50, 1]);
  });
  it('lets an accessory have 0 to 50', () => {
    expect(validateAccessoryQuantity(0)).toBeNull();
    expect(validateAccessoryQuantity(50)).toBeNull();
    for (const bad of [-1, 51, 2.5])
      expect(validateAccessoryQuantity(bad)).toBe('Sorry, quantity must be between 0 and 50.');
  });
  it('treats required 1 and maxSelect 1 as radio buttons', () => {
    expect(isSingleSelect(modifiers[0]!)).toBe(true);
    expect(isSingleSelect(modifiers[1]!)).toBe(false);
  });
});
