/**
 * Text messages (decision 0095): a port with two adapters, the embedded sandbox (the development
 * outbox) and Twilio's Messages API.
 */

export interface SmsMessage {
  /** The mobile number in E.164 (+16045551234). */
  to: string;
  body: string;
  /**
   * The notice's id: the sandbox keeps a resent text once by it. Providers without an idempotent
   * send (Twilio) cannot use it; a text resent after a crash may arrive twice (decision 0095).
   */
  reference?: string;
}

export interface SmsSender {
  readonly kind: 'sandbox' | 'twilio';
  /** Sends one text; answers the provider's id for it. A refusal is an SmsError. */
  send(message: SmsMessage): Promise<{ messageId: string }>;
}

/** The provider refused the text or could not be reached; the details are for the log and staff. */
export class SmsError extends Error {
  constructor(
    /** The provider's HTTP status, or null when it gave none (network, time-out). */
    readonly statusCode: number | null,
    readonly detail: string,
    /** The provider's own error code (Twilio's 21211: not a valid phone number), when it gave one. */
    readonly code: number | null = null,
  ) {
    super(
      `Text message failed${statusCode ? ` (${statusCode}${code ? `, error ${code}` : ''})` : ''}: ${detail}`,
    );
    this.name = 'SmsError';
  }

  /**
   * A 4xx other than a rate limit (a number that cannot take texts, an unknown sender): sending the
   * same request again is refused again, so the notice is given up at once.
   */
  get final(): boolean {
    return (
      this.statusCode !== null && this.statusCode >= 400 && this.statusCode < 500 && this.statusCode !== 429
    );
  }
}

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** Refuses what no provider should be asked to send, the same way for every adapter. */
export function checkSms(message: SmsMessage): SmsMessage {
  if (!E164.test(message.to))
    throw new SmsError(400, `Not a phone number in E.164: ${JSON.stringify(message.to)}`);
  if (!message.body.trim()) throw new SmsError(400, 'A text message needs words');
  if (message.body.length > 1600) throw new SmsError(400, 'A text message is at most 1,600 characters');
  return message;
}
