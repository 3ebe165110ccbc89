import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailError, type Mailer } from './types.ts';

export interface MailerContractSubject {
  mailer: Mailer;
  /** The last message that reached `to`: its subject and everything a reader could see in it. */
  delivered(to: string): Promise<{ subject: string; content: string } | null>;
  close(): Promise<void>;
}

/** The behaviour every mailer shares. */
export function mailerContract(name: string, open: () => Promise<MailerContractSubject>) {
  describe(`mailer contract: ${name}`, () => {
    let subject: MailerContractSubject;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject.close());

    it('delivers a plain-text message', async () => {
      const sent = await subject.mailer.send({
        to: 'ada@example.com',
        subject: 'Reset your password',
        text: 'Open this link to choose a new password: http://localhost:3000/reset/abc',
      });
      expect(sent.messageId).toBeTruthy();
      const delivered = await subject.delivered('ada@example.com');
      expect(delivered?.subject).toBe('Reset your password');
      expect(delivered?.content).toContain('http://localhost:3000/reset/abc');
    });

    it('delivers the HTML part too, and the latest message wins', async () => {
      await subject.mailer.send({ to: 'grace@example.com', subject: 'First', text: 'one' });
      await subject.mailer.send({
        to: 'grace@example.com',
        subject: 'Second',
        text: 'two',
        html: '<p>two</p>',
      });
      const delivered = await subject.delivered('grace@example.com');
      expect(delivered?.subject).toBe('Second');
      expect(delivered?.content).toContain('<p>two</p>');
    });

    it('refuses what is not an e-mail address', async () => {
      for (const to of ['', 'not-an-email', 'a@b', 'ada@example.com, eve@example.com']) {
        await expect(subject.mailer.send({ to, subject: 'Hi', text: 'x' })).rejects.toBeInstanceOf(
          EmailError,
        );
      }
    });

    it('refuses a subject that would add headers', async () => {
      await expect(
        subject.mailer.send({ to: 'ada@example.com', subject: 'Hi\r\nBcc: eve@example.com', text: 'x' }),
      ).rejects.toBeInstanceOf(EmailError);
    });
  });
}
