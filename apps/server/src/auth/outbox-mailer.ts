import { randomUUID } from 'node:crypto';
import type { Mailer } from '../app.ts';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

/** Until the mail integration is wired: keep e-mails in the developer outbox. */
export function outboxMailer(db: Db): Mailer {
  return {
    send: async (message) => {
      await db.insert(emailOutbox).values({ id: randomUUID(), ...message });
    },
  };
}
