import type { Instant } from '../clock.ts';
import { isChoiceActive, isProductActive } from '../menu-activity.ts';
import { messages } from '../messages.ts';
import type { Modifier, Product } from '../types.ts';
import { limits } from './limits.ts';

/**
 * A product with its picked choices, checked in the spec's order: every modifier reaches its
 * required count; none goes above maxSelect (0 = no limit); no picked choice is sold out (a choice
 * not on the product counts as sold out); the product is not sold out. A choice is picked at most
 * once: a modifier has no field that lets a choice count twice (SPEC.md section 3), and a repeat
 * would otherwise be charged again.
 */
export function validateProductSelection(input: {
  product: Product;
  /** The product's modifiers (others are ignored). */
  modifiers: readonly Modifier[];
  picked: readonly { modifierId: string; id: string }[];
  now: Instant;
}): string | null {
  const own = input.product.modifiers
    .map((id) => input.modifiers.find((modifier) => modifier.id === id))
    .filter((modifier): modifier is Modifier => modifier !== undefined);
  const picks = (modifier: Modifier) => input.picked.filter((pick) => pick.modifierId === modifier.id).length;
  if (own.some((modifier) => picks(modifier) < modifier.required)) return messages.moreChoices;
  if (own.some((modifier) => modifier.maxSelect > 0 && picks(modifier) > modifier.maxSelect)) {
    return messages.tooManyChoices;
  }
  const seen = new Set<string>();
  for (const pick of input.picked) {
    const key = `${pick.modifierId}\u0000${pick.id}`;
    if (seen.has(key)) return messages.choiceRepeated;
    seen.add(key);
  }
  for (const pick of input.picked) {
    const choice = own
      .find((modifier) => modifier.id === pick.modifierId)
      ?.choices.find((c) => c.id === pick.id);
    if (!choice || !isChoiceActive(choice, input.now)) return messages.choiceSoldOut;
  }
  if (!isProductActive(input.product, input.now)) return messages.productSoldOut;
  return null;
}

/** Single-select modifiers (required 1, maxSelect 1) behave as radio buttons. */
export function isSingleSelect(modifier: Pick<Modifier, 'required' | 'maxSelect'>): boolean {
  return modifier.required === 1 && modifier.maxSelect === 1;
}

/** Product quantity: a whole number from 1 to 50. */
export function validateQuantity(quantity: number): string | null {
  return Number.isInteger(quantity) && quantity >= limits.quantityMin && quantity <= limits.quantityMax
    ? null
    : messages.productQuantity;
}

/** Keeps the product modal's quantity within 1..50. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return limits.quantityMin;
  return Math.min(limits.quantityMax, Math.max(limits.quantityMin, Math.floor(quantity)));
}

/** Accessory quantity: a whole number from 0 to 50 per item. */
export function validateAccessoryQuantity(quantity: number): string | null {
  return Number.isInteger(quantity) && quantity >= 0 && quantity <= limits.accessoryQuantityMax
    ? null
    : messages.accessoryQuantity;
}
