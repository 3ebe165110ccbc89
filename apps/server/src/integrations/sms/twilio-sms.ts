import type { FetchLike } from '../fetch.ts';
import { checkSms, SmsError, type SmsMessage, type SmsSender } from './types.ts';

/** How long Twilio may take to answer. */
const TIMEOUT_MS = 15_000;

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number in E.164, or a Messaging Service's sid (MG…). */
  from: { number: string } | { messagingServiceSid: string };
}

/**
 * The real adapter: Twilio's Messages API, one form-encoded POST per text
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource), with
 * the account's sid and auth token as HTTP basic auth. Answers Twilio's message sid (SM…). A 4xx
 * carries Twilio's error code (21211: the number is not valid; 21610: the diner replied STOP).
 */
export class TwilioSms implements SmsSender {
  readonly kind = 'twilio' as const;

  constructor(
    private readonly options: TwilioCredentials & {
      /** https://api.twilio.com unless a test serves its own. */
      baseUrl?: string;
      /** How long Twilio may take to answer (15 s). */
      timeoutMs?: number;
      fetch?: FetchLike;
    },
  ) {}

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    const checked = checkSms(message);
    const { accountSid, authToken, from } = this.options;
    const form = new URLSearchParams({ To: checked.to });
    if ('number' in from) form.set('From', from.number);
    else form.set('MessagingServiceSid', from.messagingServiceSid);
    form.set('Body', checked.body);
    const base = this.options.baseUrl ?? 'https://api.twilio.com';
    const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const send = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await send(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsError(null, error instanceof Error ? error.message : String(error));
    }
    const text = await response.text().catch(() => '');
    let answer: Record<string, unknown> = {};
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    if (!response.ok) {
      const detail =
        typeof answer.message === 'string' ? answer.message : text.slice(0, 300) || response.statusText;
      throw new SmsError(response.status, detail, typeof answer.code === 'number' ? answer.code : null);
    }
    if (typeof answer.sid !== 'string')
      throw new SmsError(502, `Twilio answered without a message sid: ${text.slice(0, 300)}`);
    return { messageId: answer.sid };
  }
}
