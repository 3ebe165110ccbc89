import { readFileSync } from 'node:fs';

/**
 * The demo restaurant's ids and accounts, read from the documents the server seeds it from
 * (apps/server/src/demo/demo-restaurant.json and demo-accounts.json), never copied: a test that
 * names the demo follows the document when it changes.
 */
const demoFile = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../apps/server/src/demo/${name}`, import.meta.url), 'utf8'));

interface DemoDocument {
  id: string;
  name: string;
  locations: { id: string; name: string; tables?: { id: string }[] }[];
}
interface DemoAccount {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  role: 'customer' | 'staff' | 'manager';
}

const document = demoFile('demo-restaurant.json') as DemoDocument;
const accountList = (demoFile('demo-accounts.json') as { accounts: DemoAccount[] }).accounts;

function location(id: 'downtown' | 'kitsilano') {
  if (!document.locations.some((entry) => entry.id === id)) {
    throw new Error(`The demo restaurant has no location "${id}" any more: update the test kit.`);
  }
  return id;
}

function account(role: DemoAccount['role']) {
  const found = accountList.find((entry) => entry.role === role);
  if (!found) throw new Error(`The demo has no ${role} account any more: update the test kit.`);
  return found;
}

/** An account to sign in with. */
export interface Credentials {
  email: string;
  password: string;
}

export const demo = {
  restaurantId: document.id,
  restaurantName: document.name,
  /** Downtown: open around the clock, delivers in its own zone. */
  downtown: location('downtown'),
  /** Kitsilano: closes at night (the e2e CLOSED server's clock is past its hours). */
  kitsilano: location('kitsilano'),
  /** The demo accounts (seeded in development and tests), by role. */
  customer: account('customer'),
  staff: account('staff'),
  manager: account('manager'),
} as const;
