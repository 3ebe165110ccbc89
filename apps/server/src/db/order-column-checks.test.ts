import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, SOURCE_CLIENTS } from '@orderly/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';

/**
 * The order's closed columns hold only the vocabulary's words (vocabulary.ts, migration 0019), on
 * whichever database: a row written around the server's types is refused by the database itself, and
 * a word added to a list without its migration is caught here, not by a diner's order.
 */
const checks = {
  orders_order_type_check: ORDER_TYPES,
  orders_payment_method_check: PAYMENT_METHODS,
  orders_status_check: ORDER_STATUSES,
  orders_source_client_check: SOURCE_CLIENTS,
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('demo');
});
afterAll(() => database?.close());

describe("the orders table's closed columns", () => {
  it('name exactly the words of their lists', async () => {
    const result = (await database.db.execute(
      sql`select conname, pg_get_constraintdef(oid) as definition from pg_constraint
          where conrelid = 'orders'::regclass and contype = 'c' order by conname`,
    )) as unknown as { rows: { conname: string; definition: string }[] };
    const found = Object.fromEntries(
      result.rows.map((row) => [
        row.conname,
        [...row.definition.matchAll(/'([^']*)'/g)].map((match) => match[1]),
      ]),
    );
    for (const [name, words] of Object.entries(checks)) expect(found[name], name).toEqual([...words]);
  });

  it('refuse a word that is not in the list', async () => {
    const insert = (column: string, value: string) => {
      const row: Record<string, string> = {
        order_type: 'Pickup',
        payment_method: 'offline',
        status: 'New',
        source_client: 'web',
        [column]: value,
      };
      return database.db.execute(sql`
        insert into orders (id, restaurant_id, location_id, order_number, completed_at, order_type,
          payment_method, status, source_client, lines, sub_total, total)
        values (${`o-${column}-${value}`}, 'demo', 'downtown', ${Math.floor(Math.random() * 1e6)}, now(),
          ${row.order_type}, ${row.payment_method}, ${row.status}, ${row.source_client}, '[]', 0, 0)`);
    };
    // The constraint the database names (drizzle wraps the driver's error as its cause).
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'accepted',
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint ?? String(error),
      );
    expect(await refusal(insert('status', 'Done'))).toBe('accepted');
    expect(await refusal(insert('status', 'Lost'))).toBe('orders_status_check');
    expect(await refusal(insert('order_type', 'Curbside'))).toBe('orders_order_type_check');
    expect(await refusal(insert('payment_method', 'cash'))).toBe('orders_payment_method_check');
    expect(await refusal(insert('source_client', 'kiosk'))).toBe('orders_source_client_check');
  });
});
