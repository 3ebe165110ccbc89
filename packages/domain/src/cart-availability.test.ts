import { describe, expect, it } from 'vitest';
import { cartLineUnavailable } from './cart-availability.ts';
import { messages } from './messages.ts';

const now = new Date('2026-11-18T19:30:00-08:00');
const modifiers = [
  {
    id: 'toppings',
    choices: [
      { id: 'bacon', name: 'Bacon', price: 250, active: true },
      { id: 'aioli', name: 'Aioli', price: 200, active: false },
    ],
  },
];

describe('cart lines that can no longer be ordered', () => {
  it('an available product with available choices is fine', () => {
    const picked = [{ modifierId: 'toppings', id: 'bacon' }];
    expect(cartLineUnavailable({ product: { active: true }, picked, modifiers, now })).toBeNull();
  });
  it('a sold-out or vanished product, or a sold-out choice, is named', () => {
    expect(cartLineUnavailable({ product: { active: false }, picked: [], modifiers, now })).toBe(
      messages.productSoldOut,
    );
    expect(cartLineUnavailable({ product: undefined, picked: [], modifiers, now })).toBe(
      messages.productSoldOut,
    );
    const picked = [{ modifierId: 'toppings', id: 'aioli' }];
    expect(cartLineUnavailable({ product: { active: true }, picked, modifiers, now })).toBe(
      messages.choiceSoldOut,
    );
  });
  it('a product back on sale after activeAfter is fine again', () => {
    const product = { active: false, activeAfter: '2026-11-18T10:00:00Z' };
    expect(cartLineUnavailable({ product, picked: [], modifiers, now })).toBeNull();
  });
});
