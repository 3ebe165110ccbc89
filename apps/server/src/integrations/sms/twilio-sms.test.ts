import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidNumberAnswer, startFakeTwilio } from './fake-twilio.ts';
import { TwilioSms } from './twilio-sms.ts';
import { SmsError } from './types.ts';

/**
 * The Twilio adapter against a recorded HTTP exchange (decision 0095): the request exactly as
 * Twilio's docs give it (POST …/Accounts/{sid}/Messages.json, form-encoded To, From and Body, HTTP
 * basic auth with the sid and auth token), its recorded answer, and the failures the worker tells
 * apart: a 4xx is given up at once, a 5xx or no answer is tried again.
 */

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
const authToken = 'f'.repeat(32);
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

beforeAll(async () => {
  twilio = await startFakeTwilio(accountSid);
});
afterAll(async () => {
  await twilio?.close();
});

const sender = (from: ConstructorParameters<typeof TwilioSms>[0]['from'] = { number: '+16045550199' }) =>
  new TwilioSms({ accountSid, authToken, from, baseUrl: twilio.baseUrl, timeoutMs: 500 });

describe('Twilio', () => {
  it('posts the form Twilio documents, with basic auth, and answers the message sid', async () => {
    twilio.answer(null);
    const before = twilio.requests.length;
    const sent = await sender().send({ to: '+16045551234', body: 'Maple & Miso: Your order #12 is ready.' });
    expect(sent.messageId).toMatch(/^SM[0-9a-f]{32}$/);
    const request = twilio.requests[before]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
    );
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.raw).toBe(
      'To=%2B16045551234&From=%2B16045550199&Body=Maple+%26+Miso%3A+Your+order+%2312+is+ready.',
    );
  });

  it('sends from a Messaging Service instead of a number when told', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await sender({ messagingServiceSid: service }).send({ to: '+16045551234', body: 'Hello' });
    expect(twilio.requests.at(-1)!.form).toEqual({
      To: '+16045551234',
      MessagingServiceSid: service,
      Body: 'Hello',
    });
  });

  it('answers a refused number with Twilio’s code, given up (not retried)', async () => {
    twilio.answer((request) => invalidNumberAnswer(request.form.To!));
    const refusal = await sender()
      .send({ to: '+16045550000', body: 'Hello' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SmsError);
    expect(refusal).toMatchObject({ statusCode: 400, code: 21211, final: true });
    expect((refusal as SmsError).message).toBe(
      "Text message failed (400, error 21211): Invalid 'To' Phone Number: +16045550000",
    );
  });

  it('answers a 5xx, a 429 and no answer at all as failures worth another try', async () => {
    twilio.answer(() => ({
      status: 503,
      body: { code: 20503, message: 'Service Unavailable', status: 503 },
    }));
    await expect(sender().send({ to: '+16045551234', body: 'Hello' })).rejects.toMatchObject({
      statusCode: 503,
      final: false,
    });
    twilio.answer(() => ({ status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } }));
    await expect(sender().send({ to: '+16045551234', body: 'Hello' })).rejects.toMatchObject({
      statusCode: 429,
      final: false,
    });
    twilio.answer(() => 'hang');
    await expect(sender().send({ to: '+16045551234', body: 'Hello' })).rejects.toMatchObject({
      statusCode: null,
      final: false,
    });
    twilio.answer(null);
  });

  it('refuses before sending what is no E.164 number or has no words', async () => {
    const before = twilio.requests.length;
    await expect(sender().send({ to: '6045551234', body: 'Hello' })).rejects.toMatchObject({ final: true });
    await expect(sender().send({ to: '+16045551234', body: '  ' })).rejects.toMatchObject({ final: true });
    expect(twilio.requests.length).toBe(before);
  });
});
