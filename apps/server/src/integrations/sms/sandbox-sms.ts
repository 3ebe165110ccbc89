import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';
import { checkSms, type SmsMessage, type SmsSender } from './types.ts';

export interface SandboxText {
  id: string;
  to: string;
  body: string;
  createdAt: Date;
}

let sequence = 0;

/** Ids that sort in sending order (as the e-mail outbox's), with Twilio's SM prefix for the look. */
function sandboxId(now: Date) {
  sequence = (sequence + 1) % 1_000_000;
  return `SMsandbox${String(now.getTime()).padStart(15, '0')}${String(sequence).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
}

/**
 * The embedded SMS adapter: nothing leaves the server; each text is written to `sms_outbox`, read
 * on the development outbox page beside the e-mails. Never in production (config.ts).
 */
export class SandboxSms implements SmsSender {
  readonly kind = 'sandbox' as const;

  constructor(private readonly db: Db) {}

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    const checked = checkSms(message);
    const id = sandboxId(new Date());
    // A notice's text again (resent after a crash) is the text already kept.
    const [kept] = await this.db
      .insert(smsOutbox)
      .values({ id, to: checked.to, body: checked.body, reference: checked.reference ?? null })
      .onConflictDoUpdate({ target: smsOutbox.reference, set: { reference: checked.reference ?? null } })
      .returning({ id: smsOutbox.id });
    return { messageId: kept?.id ?? id };
  }

  /** The newest texts, newest first. */
  async latest(limit = 50): Promise<SandboxText[]> {
    return this.db
      .select()
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(limit);
  }
}
