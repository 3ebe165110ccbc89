import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { parseBody } from './parse-body.ts';

/**
 * Outside production, the e-mails the embedded mailer kept (password resets) can be read at
 * `/dev/outbox?to=…`, so a developer or a browser test can follow the link they carry.
 */
export function registerDevOutbox(app: FastifyInstance, db: Db) {
  app.get('/dev/outbox', async (request) => {
    const { to } = parseBody(
      z.object({ to: z.string().trim().toLowerCase().max(254).optional() }),
      request.query,
    );
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.to, to) : undefined)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(20);
    return {
      data: {
        messages: rows.map(({ id, to: recipient, subject, text, createdAt }) => ({
          id,
          to: recipient,
          subject,
          text,
          createdAt,
        })),
      },
    };
  });
}
