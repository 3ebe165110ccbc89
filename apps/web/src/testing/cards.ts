import type { SavedCard } from '@orderly/domain';

/** A saved Visa ending 4242 (the sandbox provider's test card). */
export const visa: SavedCard = {
  id: 'card_1',
  brand: 'Visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  address_zip: 'V6B 1A1',
};
