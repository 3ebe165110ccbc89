import type { Instant } from './clock.ts';
import { isChoiceActive, isProductActive } from './menu-activity.ts';
import { messages } from './messages.ts';
import type { Choice, Product } from './types.ts';

/**
 * Why a cart line can no longer be ordered, or null: the product has sold out (or left the menu),
 * or one of its picked choices has. The menu arrives live, so the cart can say so before Place Order.
 */
export function cartLineUnavailable(input: {
  product: Pick<Product, 'active' | 'activeAfter'> | undefined;
  picked: readonly { modifierId: string; id: string }[];
  modifiers: readonly { id: string; choices: readonly Pick<Choice, 'id' | 'active' | 'activeAfter'>[] }[];
  now: Instant;
}): string | null {
  if (!input.product || !isProductActive(input.product, input.now)) return messages.productSoldOut;
  for (const pick of input.picked) {
    const choice = input.modifiers
      .find((modifier) => modifier.id === pick.modifierId)
      ?.choices.find((candidate) => candidate.id === pick.id);
    if (!choice || !isChoiceActive(choice, input.now)) return messages.choiceSoldOut;
  }
  return null;
}
