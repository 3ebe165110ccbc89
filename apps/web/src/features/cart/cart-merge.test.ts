import type { ChoicesCartItem, PickedChoice } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import { mergeNotes, mergeSignInCart } from './cart-merge.ts';
import type { CartState } from './cart-store.ts';

const medium: PickedChoice = { modifierId: 'doneness', id: 'medium', name: 'Medium', price: 0 };
const rare: PickedChoice = { modifierId: 'doneness', id: 'rare', name: 'Medium rare', price: 0 };
const bacon: PickedChoice = { modifierId: 'toppings', id: 'bacon', name: 'Smoked bacon', price: 250 };
const burger = (count: number, choices: PickedChoice[]): ChoicesCartItem => ({
  id: 'classic-burger',
  count,
  choices,
  choicesPrice: choices.reduce((sum, choice) => sum + choice.price, 0),
});
const simple = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).map(([id, count]) => [id, { id, count }]));

const NOTE = 'No pickles… Nut allergy!';
const empty: CartState = { cart: {}, choicesCart: [], notes: '' };

describe('the cart after signing in', () => {
  it('keeps the takeout extras, the products and the special request filled before signing in', () => {
    const guest: CartState = {
      cart: simple({ 'cutlery-kit': 2, 'fish-tacos': 1 }),
      choicesCart: [burger(1, [medium])],
      notes: NOTE,
    };
    expect(mergeSignInCart(guest, empty)).toEqual(guest);
  });

  it("keeps the account's cart when nothing was filled before signing in", () => {
    const account: CartState = {
      cart: simple({ 'chili-crisp': 1 }),
      choicesCart: [burger(2, [rare])],
      notes: 'Ring twice',
    };
    expect(mergeSignInCart(empty, account)).toEqual(account);
  });

  it('merges the two without counting anything twice: the larger count of a product or line in both', () => {
    const guest: CartState = {
      cart: simple({ 'cutlery-kit': 2, 'chili-crisp': 1 }),
      choicesCart: [burger(1, [medium, bacon]), burger(1, [rare])],
      notes: NOTE,
    };
    const account: CartState = {
      cart: simple({ 'chili-crisp': 1, 'fish-tacos': 1, 'cutlery-kit': 3 }),
      // The same burger with its choices picked in another order is the same line.
      choicesCart: [burger(3, [rare]), burger(1, [medium]), burger(1, [bacon, medium])],
      notes: '',
    };
    expect(mergeSignInCart(guest, account)).toEqual({
      cart: simple({ 'chili-crisp': 1, 'fish-tacos': 1, 'cutlery-kit': 3 }),
      // The diner's lines first, as on screen; then the account's others.
      choicesCart: [burger(1, [medium, bacon]), burger(3, [rare]), burger(1, [medium])],
      notes: NOTE,
    });
  });

  it('changes nothing when merged again (a restart before the merged cart is saved)', () => {
    const guest: CartState = {
      cart: simple({ 'cutlery-kit': 2 }),
      choicesCart: [burger(1, [medium])],
      notes: NOTE,
    };
    const account: CartState = {
      cart: simple({ 'fish-tacos': 1, 'cutlery-kit': 1 }),
      choicesCart: [burger(2, [medium])],
      notes: 'Extra napkins',
    };
    const once = mergeSignInCart(guest, account);
    expect(mergeSignInCart(once, account)).toEqual(once);
  });
});

describe('the special request after signing in', () => {
  it('is never dropped for an empty one', () => {
    expect(mergeNotes(NOTE, '')).toBe(NOTE);
    expect(mergeNotes('', NOTE)).toBe(NOTE);
    expect(mergeNotes(NOTE, '   ')).toBe(NOTE);
    expect(mergeNotes('  ', NOTE)).toBe(NOTE);
  });

  it('is not repeated when one holds the other', () => {
    expect(mergeNotes(NOTE, NOTE)).toBe(NOTE);
    expect(mergeNotes(NOTE, 'Nut allergy!')).toBe(NOTE);
    expect(mergeNotes('Nut allergy!', NOTE)).toBe(NOTE);
  });

  it('keeps two different notes together, the one typed before signing in first', () => {
    expect(mergeNotes(NOTE, 'Extra napkins')).toBe(`${NOTE} / Extra napkins`);
  });

  it('keeps the one on screen when both would not fit the 128-character limit', () => {
    const long = 'x'.repeat(110);
    expect(mergeNotes(NOTE, long)).toBe(NOTE);
    expect(mergeNotes(NOTE, long).length).toBeLessThanOrEqual(128);
  });
});
