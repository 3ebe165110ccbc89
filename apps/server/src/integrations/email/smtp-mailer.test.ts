import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailerContract } from './contract.ts';
import { startFakeSmtpServer } from './fake-smtp-server.ts';
import { SmtpMailer } from './smtp-mailer.ts';
import { EmailError } from './types.ts';

/** The raw message's Subject header (short ASCII subjects are not encoded). */
const subjectOf = (raw: string) => raw.match(/^Subject: (.*)$/m)?.[1] ?? '';

mailerContract('SMTP (fake server on 127.0.0.1)', async () => {
  const server = await startFakeSmtpServer();
  const mailer = new SmtpMailer({
    url: `smtp://mailer:s3cret@127.0.0.1:${server.port}`,
    from: 'Orderly <no-reply@orderly.local>',
  });
  return {
    mailer,
    delivered: async (to) => {
      const mail = server.received.findLast((candidate) => candidate.to.includes(to));
      return mail ? { subject: subjectOf(mail.raw), content: mail.raw } : null;
    },
    close: async () => {
      mailer.close();
      await server.close();
    },
  };
});

describe('SMTP mailer', () => {
  let server: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  beforeAll(async () => {
    server = await startFakeSmtpServer();
  });
  afterAll(() => server.close());

  it('logs in with the URL credentials and sends from MAIL_FROM', async () => {
    const mailer = new SmtpMailer({
      url: `smtp://mailer%40orderly:p%40ss@127.0.0.1:${server.port}`,
      from: 'Maple & Miso <orders@maple.test>',
    });
    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi Ada' });
    mailer.close();
    const mail = server.received.at(-1)!;
    expect(mail.auth).toEqual({ user: 'mailer@orderly', pass: 'p@ss' });
    expect(mail.from).toBe('orders@maple.test');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.raw).toMatch(/^From: "Maple & Miso" <orders@maple.test>$/m);
    expect(mail.raw).toMatch(/^To: ada@example.com$/m);
  });

  it('turns a refused recipient into EmailError', async () => {
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from: 'no-reply@orderly.local' });
    const failure = await mailer
      .send({ to: 'ghost@reject.test', subject: 'Hello', text: 'Hi' })
      .catch((error: unknown) => error);
    mailer.close();
    expect(failure).toBeInstanceOf(EmailError);
    expect((failure as EmailError).detail).toMatch(/550/);
  });

  it('turns an unreachable server into EmailError', async () => {
    const closed = await startFakeSmtpServer();
    await closed.close();
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${closed.port}`,
      from: 'no-reply@orderly.local',
      timeoutMs: 2000,
    });
    await expect(mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' })).rejects.toMatchObject({
      statusCode: 502,
    });
    mailer.close();
  });
});
