/**
 * Words in a diner's note or a chosen option that a cook must not miss (an allergy, a diet), so the
 * kitchen board and the printed ticket mark the same words. Whole words only, any case, with their
 * plurals and a '-free' or ' free' after them ('nut-free', 'gluten free'); 'nutmeg' or 'eggplant'
 * are not marked. Words that name dishes more often than allergies (fish, egg, milk) are left out:
 * a board that marks every 'Fish Tacos' teaches cooks to ignore the marks.
 */
export const ALLERGY_WORDS = [
  'allergy',
  'allergies',
  'allergic',
  'allergen',
  'allergens',
  'anaphylaxis',
  'anaphylactic',
  'epipen',
  'intolerance',
  'intolerant',
  'gluten',
  'celiac',
  'coeliac',
  'wheat',
  'nut',
  'nuts',
  'peanut',
  'peanuts',
  'tree nut',
  'tree nuts',
  'almond',
  'almonds',
  'cashew',
  'cashews',
  'walnut',
  'walnuts',
  'pecan',
  'pecans',
  'hazelnut',
  'hazelnuts',
  'pistachio',
  'pistachios',
  'dairy',
  'lactose',
  'shellfish',
  'shrimp',
  'prawn',
  'prawns',
  'crab',
  'lobster',
  'mollusc',
  'molluscs',
  'soy',
  'soya',
  'sesame',
  'mustard',
  'sulphite',
  'sulphites',
  'sulfite',
  'sulfites',
  'lupin',
  'vegan',
  'vegetarian',
  'halal',
  'kosher',
] as const;

/** A piece of a text: marked when it is one of the allergy words. */
export interface AllergyTextPart {
  text: string;
  allergy: boolean;
}

/** The words are letters and spaces only: a space matches any run of spaces. */
const wordPattern = (word: string) => word.replace(/ /g, '\\s+');

// Longest first, so 'tree nuts' wins over 'nut'. Letters around a match must not be letters
// (\p{L}: 'Brötchen' and 'noix' are words too), so 'nutmeg' and 'peanutty' stay plain.
const PATTERN = new RegExp(
  `(?<!\\p{L})(?:${[...ALLERGY_WORDS]
    .sort((a, b) => b.length - a.length)
    .map(wordPattern)
    .join('|')})(?:[- ]free)?(?!\\p{L})`,
  'giu',
);

/** Splits a text into plain and allergy parts, in order; joined they give the text back. */
export function allergyParts(text: string): AllergyTextPart[] {
  const parts: AllergyTextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(PATTERN)) {
    const at = match.index ?? 0;
    if (at > from) parts.push({ text: text.slice(from, at), allergy: false });
    parts.push({ text: match[0], allergy: true });
    from = at + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), allergy: false });
  return parts;
}

/** Whether a text names an allergy or a diet (a note the kitchen must read before cooking). */
export function mentionsAllergy(text: string | null | undefined): boolean {
  return allergyParts(text ?? '').some((part) => part.allergy);
}
