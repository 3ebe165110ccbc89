/** Cents as dollars: 1050 → "$10.50". */
export const formatMoneyCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;
