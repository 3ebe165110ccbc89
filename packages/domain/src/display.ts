import type { ChoicesCartItem, RedeemedRewards, SimpleCart } from './types.ts';

/** Digits only: '(778) 333-4444' -> '7783334444'. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** '7783334444' -> '(778) 333 - 4444'; anything that is not 10 digits is returned as given. */
export function formatPhone(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} - ${digits.slice(6)}`;
}

const COUNT_WORDS = ['Many', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];

/** 'Choose Two': 0 (no limit) is 'Many', 1..9 are words, larger counts stay digits. */
export function choiceCountWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count);
}

/** Cart badge count: items, choice items and redeemed rewards. */
export function cartItemCount(
  cart: SimpleCart,
  choicesCart: readonly Pick<ChoicesCartItem, 'count'>[],
  redeemed: RedeemedRewards = {},
): number {
  const sum = (counts: number[]) => counts.reduce((total, count) => total + Math.max(0, count), 0);
  return (
    sum(Object.values(cart).map((item) => item.count)) +
    sum(choicesCart.map((item) => item.count)) +
    sum(Object.values(redeemed).map((item) => item.count))
  );
}
