import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's Messages API in tests (decision 0095): it keeps each request as it
 * came (method, path, headers, form) and answers what the test tells it, by default Twilio's
 * recorded 201 answer (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource).
 */

export interface TwilioRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
  raw: string;
}

export type TwilioAnswer = { status: number; body: unknown } | 'hang';

/** Twilio's answer to a created message, as its documentation records it, with this request's fields. */
export function recordedMessage(accountSid: string, form: Record<string, string>, sid: string) {
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: form.Body,
    date_created: 'Thu, 24 Aug 2023 05:01:45 +0000',
    date_sent: null,
    date_updated: 'Thu, 24 Aug 2023 05:01:45 +0000',
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: form.From ?? null,
    messaging_service_sid: form.MessagingServiceSid ?? null,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'USD',
    sid,
    status: 'queued',
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
    to: form.To,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
  };
}

/** Twilio's recorded 400 for a number it cannot text (error 21211). */
export const invalidNumberAnswer = (to: string) => ({
  status: 400,
  body: {
    code: 21211,
    message: `Invalid 'To' Phone Number: ${to}`,
    more_info: 'https://www.twilio.com/docs/errors/21211',
    status: 400,
  },
});

export async function startFakeTwilio(accountSid: string) {
  const requests: TwilioRequest[] = [];
  let next: ((request: TwilioRequest) => TwilioAnswer) | null = null;
  let count = 0;
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const kept: TwilioRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
        raw,
      };
      requests.push(kept);
      count++;
      const answer = next?.(kept) ?? {
        status: 201,
        body: recordedMessage(accountSid, kept.form, `SM${String(count).padStart(32, '0')}`),
      };
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** What the next requests are answered (null: the recorded 201). */
    answer(with_: ((request: TwilioRequest) => TwilioAnswer) | null) {
      next = with_;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
