import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  fullGroupProblem,
  modifierNote,
  modifierPickState,
  modifierProblem,
  togglePick,
} from './modifier-limits.ts';

const upToThree = { id: 'toppings', name: 'Add toppings', required: 0, maxSelect: 3 };
const single = { id: 'bun', name: 'Bun', required: 1, maxSelect: 1 };
const twoSides = { id: 'sides', name: 'Choose 2 sides', required: 2, maxSelect: 2 };
const unlimited = { id: 'extras', name: 'Extras', required: 0, maxSelect: 0 };

describe('modifier limits as the diner picks', () => {
  it('refuses a fourth pick under "Choose up to Three" and allows unticking', () => {
    expect(togglePick(upToThree, ['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(togglePick(upToThree, ['a', 'b', 'c'], 'd')).toBeNull();
    expect(togglePick(upToThree, ['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(modifierPickState(upToThree, 3).canPickMore).toBe(false);
  });
  it('swaps a single-select choice; an unlimited group takes any number', () => {
    expect(togglePick(single, ['x'], 'y')).toEqual(['y']);
    expect(togglePick(unlimited, ['a', 'b', 'c', 'd'], 'e')).toHaveLength(5);
    expect(modifierPickState(unlimited, 40).canPickMore).toBe(true);
  });
  it('names the group that needs more, before one that has too many', () => {
    const counts: Record<string, number> = { toppings: 4, bun: 1, sides: 1 };
    const problem = modifierProblem([upToThree, single, twoSides], (id) => counts[id] ?? 0);
    expect(problem).toMatchObject({
      modifierId: 'sides',
      name: 'Choose 2 sides',
      message: 'Sorry, you must select more choices.',
      hint: 'Choose 1 more under "Choose 2 sides".',
    });
    counts.sides = 2;
    expect(modifierProblem([upToThree, single, twoSides], (id) => counts[id] ?? 0)).toMatchObject({
      modifierId: 'toppings',
      message: 'Sorry, you have selected too many choices.',
      hint: 'Remove 1 from "Add toppings".',
    });
    counts.toppings = 3;
    expect(modifierProblem([upToThree, single, twoSides], (id) => counts[id] ?? 0)).toBeNull();
  });
  it('refuses a pick in a full group with the spec’s sentence first, then the group’s limit', () => {
    expect(fullGroupProblem(upToThree)).toEqual({
      message: messages.tooManyChoices,
      hint: 'You can choose up to Three in "Add toppings".',
    });
    expect(messages.tooManyChoices).toBe('Sorry, you have selected too many choices.');
  });
  it('says what a group needs or how full it is', () => {
    expect(modifierNote(twoSides, 0)).toBe('Choose 2 more');
    expect(modifierNote(twoSides, 2)).toBe('2 of 2 chosen');
    expect(modifierNote(upToThree, 1)).toBe('1 of 3 chosen');
    expect(modifierNote(upToThree, 4)).toBe('Remove 1');
    expect(modifierNote(single, 1)).toBe('');
    expect(modifierNote(unlimited, 3)).toBe('');
  });
});
