import { HttpError } from '../../http/errors.ts';

/** Sending an e-mail (password resets). */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<{ messageId: string }>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The message's own Message-ID ('<…@host>'), when the sender gives one: a notice sent again after
   * a crash carries the same one, so it is recognisably the same message (decision 0084).
   */
  messageId?: string;
  /** The sender's name in From (a restaurant's), beside the server's address. */
  fromName?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** The message could not be sent; the details are for the log. */
export class EmailError extends HttpError {
  constructor(
    statusCode: 400 | 502,
    readonly detail: string,
  ) {
    super(statusCode, 'Sorry, we could not send the e-mail. Please try again later.');
    this.name = 'EmailError';
  }
}

/** One address, no display name: what a customer types into the e-mail field. */
const plainAddress = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** Refuses what no mail server should be asked to deliver, the same way for every adapter. */
export function checkMessage(message: EmailMessage): EmailMessage {
  const to = message.to.trim();
  if (!plainAddress.test(to))
    throw new EmailError(400, `Not an e-mail address: ${JSON.stringify(message.to)}`);
  if (!message.subject.trim()) throw new EmailError(400, 'An e-mail needs a subject');
  if (/[\r\n]/.test(message.subject)) throw new EmailError(400, 'A subject is one line');
  const oneLine = [message.messageId, message.fromName, ...Object.values(message.headers ?? {})];
  if (oneLine.some((value) => value !== undefined && /[\r\n]/.test(value)))
    throw new EmailError(400, 'A header is one line');
  return { ...message, to };
}
