import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { mailerContract } from './contract.ts';
import { OutboxMailer } from './outbox-mailer.ts';

mailerContract('outbox', async () => {
  const database = await openTestDatabase();
  const mailer = new OutboxMailer(database.db);
  return {
    mailer,
    delivered: async (to) => {
      const message = await mailer.latest(to);
      return message && { subject: message.subject, content: `${message.text}\n${message.html ?? ''}` };
    },
    close: () => database.close(),
  };
});

describe('outbox mailer', () => {
  let database: Database;
  let mailer: OutboxMailer;
  beforeAll(async () => {
    database = await openTestDatabase();
    mailer = new OutboxMailer(database.db);
  });
  afterAll(() => database.close());

  it('keeps the whole message and finds it whatever the letter case', async () => {
    const { messageId } = await mailer.send({
      to: ' Ada@Example.com ',
      subject: 'Reset your password',
      text: 'Plain',
      html: '<b>Rich</b>',
    });
    expect(await mailer.latest('ada@example.COM')).toEqual({
      id: messageId,
      to: 'Ada@Example.com',
      subject: 'Reset your password',
      text: 'Plain',
      html: '<b>Rich</b>',
      createdAt: expect.any(Date),
    });
  });

  it('has nothing for an address never written to', async () => {
    expect(await mailer.latest('nobody@example.com')).toBeNull();
  });
});
