import nodemailer, { type Transporter } from 'nodemailer';
import { checkMessage, EmailError, type EmailMessage, type Mailer } from './types.ts';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** e.g. 'Orderly <no-reply@orderly.local>' */
  from: string;
  /** Per message: connecting, greeting and sending. */
  timeoutMs?: number;
}

/** Real e-mail through an SMTP server, with nodemailer. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 15_000;
    const url = new URL(options.url);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    const checked = checkMessage(message);
    try {
      const info = await this.transport.sendMail({
        from: checked.fromName ? { name: checked.fromName, address: this.fromAddress() } : this.options.from,
        to: checked.to,
        subject: checked.subject,
        text: checked.text,
        ...(checked.html ? { html: checked.html } : {}),
        ...(checked.messageId ? { messageId: checked.messageId } : {}),
        ...(checked.headers ? { headers: checked.headers } : {}),
      });
      return { messageId: info.messageId };
    } catch (error) {
      throw new EmailError(502, `SMTP: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** MAIL_FROM's address without its name ('Orderly <no-reply@orderly.local>' → no-reply@orderly.local). */
  private fromAddress() {
    return this.options.from.match(/<([^>]+)>\s*$/)?.[1] ?? this.options.from.trim();
  }

  close() {
    this.transport.close();
  }
}
