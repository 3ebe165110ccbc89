import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sandboxPayments } from '../db/schema.ts';

/** The card charges the payments sandbox holds for a payment customer, each with what went back. */
export async function chargesOf(database: Database, paymentCustomerId: string) {
  const rows = await database.db
    .select()
    .from(sandboxPayments)
    .where(
      and(
        eq(sandboxPayments.kind, 'charge'),
        sql`${sandboxPayments.data}->>'customerId' = ${paymentCustomerId}`,
      ),
    );
  return rows.map((row) => {
    const data = row.data as { amount: number; refunds: { amount: number }[] };
    return { id: row.id, amount: data.amount, refunded: data.refunds.reduce((sum, r) => sum + r.amount, 0) };
  });
}

/** The payment customer (the sandbox's id) of a user with a saved card. */
export async function paymentCustomerOf(database: Database, userId: string): Promise<string> {
  const result = await database.db.execute(sql`select payment_customer_id from users where id = ${userId}`);
  return (result as unknown as { rows: { payment_customer_id: string }[] }).rows[0]!.payment_customer_id;
}
