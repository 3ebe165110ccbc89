import { describe, expect, it } from 'vitest';
import { allergyParts, mentionsAllergy } from './allergy-words.ts';

const marked = (text: string) =>
  allergyParts(text)
    .filter((part) => part.allergy)
    .map((part) => part.text);

describe('allergy words', () => {
  it('marks the words of a real note, any case, and gives the text back whole', () => {
    const note = 'Gluten allergy — no croutons, and NO PEANUTS please';
    expect(marked(note)).toEqual(['Gluten', 'allergy', 'PEANUTS']);
    expect(
      allergyParts(note)
        .map((part) => part.text)
        .join(''),
    ).toBe(note);
  });

  it('marks a -free diet as one phrase, and two-word allergens whole', () => {
    expect(marked('Gluten-free bun, dairy free cheese')).toEqual(['Gluten-free', 'dairy free']);
    expect(marked('Tree nuts: severe')).toEqual(['Tree nuts']);
    expect(marked('Allergic to tree  nuts')).toEqual(['Allergic', 'tree  nuts']);
  });

  it('does not mark a word that only contains one (nutmeg, peanutty, eggplant, fish tacos)', () => {
    expect(marked('Extra nutmeg, peanutty sauce')).toEqual([]);
    expect(marked('Crispy Fish Tacos with eggplant and oat milk')).toEqual([]);
    expect(mentionsAllergy('No onions please')).toBe(false);
  });

  it('marks plurals and diets: nuts, prawns, vegan, celiac', () => {
    expect(marked('celiac; vegan; no prawns or nuts')).toEqual(['celiac', 'vegan', 'prawns', 'nuts']);
  });

  it('reads punctuation and accents as word edges, and an empty or missing text as plain', () => {
    expect(marked('(nut)')).toEqual(['nut']);
    expect(marked('nut-free.')).toEqual(['nut-free']);
    expect(marked('noixnut')).toEqual([]);
    expect(marked('ésoy')).toEqual([]);
    expect(allergyParts('')).toEqual([]);
    expect(mentionsAllergy(null)).toBe(false);
    expect(mentionsAllergy(undefined)).toBe(false);
    expect(mentionsAllergy('Nut allergy')).toBe(true);
  });
});
