import { readStored, writeStored } from '../../lib/storage.ts';

/** Orders the customer was already asked to review on this device: never ask twice. */
const KEY = 'orderly.reviewAsked';
const KEEP = 50;

export function wasAsked(orderId: string): boolean {
  return (readStored<string[]>(KEY) ?? []).includes(orderId);
}

export function rememberAsked(orderId: string): void {
  const asked = (readStored<string[]>(KEY) ?? []).filter((id) => id !== orderId);
  writeStored(KEY, [orderId, ...asked].slice(0, KEEP));
}
