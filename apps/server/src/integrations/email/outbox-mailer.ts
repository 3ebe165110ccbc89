import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { checkMessage, type EmailMessage, type Mailer } from './types.ts';

export interface OutboxMessage extends EmailMessage {
  id: string;
  createdAt: Date;
}

let sequence = 0;

/**
 * Ids that sort in sending order, so the latest message is found even when two share a
 * created_at (the clock of the database can be coarser than two quick sends).
 */
function outboxId(now: Date) {
  sequence = (sequence + 1) % 1_000_000;
  return `${String(now.getTime()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

/**
 * The embedded mailer: nothing leaves the server; each message is written to the `email_outbox`
 * table, where developers and tests read it (`latest(to)`).
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(private readonly db: Db) {}

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    const checked = checkMessage(message);
    const id = outboxId(new Date());
    // The same Message-ID again (a notice resent after a crash) is the message already kept.
    await this.db
      .insert(emailOutbox)
      .values({
        id,
        to: checked.to,
        subject: checked.subject,
        text: checked.text,
        html: checked.html ?? null,
        messageId: checked.messageId ?? null,
      })
      .onConflictDoNothing({ target: emailOutbox.messageId });
    return { messageId: checked.messageId ?? id };
  }

  /** The last message sent to this address (any letter case), or null. */
  async latest(to: string): Promise<OutboxMessage | null> {
    const rows = await this.db
      .select()
      .from(emailOutbox)
      .where(eq(sql`lower(${emailOutbox.to})`, to.trim().toLowerCase()))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html === null ? {} : { html: row.html }),
      createdAt: row.createdAt,
    };
  }
}
