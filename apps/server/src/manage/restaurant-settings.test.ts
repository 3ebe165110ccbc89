import { topics } from '@orderly/client/protocol';
import { describe, expect, it } from 'vitest';
import { liveClient } from '../test/live-client.ts';
import { expectRefusals, manageServerForFile, refusedToAllButManagers } from './manager-access.testing.ts';

const { server, callers } = manageServerForFile();

const path = '/api/manage/restaurants/demo/settings';

describe('restaurant settings', () => {
  it('are read by a manager: contact, welcome message, every feature flag, payments, tips', async () => {
    const answer = await callers.api.get(path, { token: callers.manager });
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('Maple & Miso');
    expect(answer.body.data.settings).toMatchObject({
      phoneNumber: '6045550142',
      deliveryEnabled: expect.any(Boolean),
      dineInOrderingEnabled: expect.any(Boolean),
      paymentMethodType: expect.stringMatching(/^(online|offline|both)$/),
      tipValues: [0.1, 0.15, 0.2],
    });
    // The demo's locations set their own e-mail: the restaurant's does not apply there.
    expect(answer.body.data.overriddenAt.email).toEqual(['Downtown (Yaletown)', 'Kitsilano']);
  });

  it('refuses strangers (401), staff, another restaurant’s manager and a one-location manager (403)', async () => {
    expect(await expectRefusals(callers, 'GET', path)).toEqual(refusedToAllButManagers);
    const body = { settings: { commentsEnabled: false } };
    expect(await expectRefusals(callers, 'PUT', path, body)).toEqual(refusedToAllButManagers);
    const kits = await callers.api.put(path, body, { token: callers.kitsManager });
    expect(kits.status).toBe(403);
    expect(kits.body.error.message).toBe(
      'Only a manager of every location of this restaurant can change what all of them share.',
    );
  });

  it('saves, writes the audit log, and open customer screens get the new settings live', async () => {
    const live = await liveClient(server.baseUrl);
    const topic = topics.location('demo', 'downtown');
    live.send({ type: 'subscribe', topic });
    await live.waitFor((message) => message.topic === topic && message.type === 'snapshot');

    const saved = await callers.api.put(
      path,
      {
        name: 'Maple & Miso Kitchen',
        settings: {
          welcomeMessage: { title: 'Welcome back!', body: 'Try the new ramen.' },
          paymentMethodType: 'online',
          dineInPaymentMethodType: 'offline',
          tipValues: [0.12, 0.18, 0.25],
          requestTypes: [{ name: 'Water', icon: 'water' }],
          promoCodesEnabled: true,
        },
      },
      { token: callers.manager },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.name).toBe('Maple & Miso Kitchen');
    expect(saved.body.data.settings).toMatchObject({
      welcomeMessage: { title: 'Welcome back!', body: 'Try the new ramen.' },
      paymentMethodType: 'online',
      dineInPaymentMethodType: 'offline',
      tipValues: [0.12, 0.18, 0.25],
    });

    const pushed = await live.waitFor(
      (message) =>
        message.topic === topic && message.data?.settings?.welcomeMessage?.title === 'Welcome back!',
    );
    expect(pushed.data.settings.name).toBe('Maple & Miso Kitchen');
    live.close();
    const publicView = await callers.api.get('/guest/restaurants/demo/locations/downtown');
    expect(publicView.body.data.settings.tipValues).toEqual([0.12, 0.18, 0.25]);

    const activity = await callers.api.get('/api/manage/restaurants/demo/activity?area=restaurant', {
      token: callers.manager,
    });
    const [entry] = activity.body.data.entries;
    expect(entry.summary).toMatch(/^Changed the restaurant's name, welcome message, /);
    expect(entry.user.email).toBe('manager@demo.test');
    expect(entry.changes.paymentMethodType).toEqual({ from: 'both', to: 'online' });
    expect(entry.changes.name).toEqual({ from: 'Maple & Miso', to: 'Maple & Miso Kitchen' });
  });

  it('refuses bad input with a sentence naming the field, and saves nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ settings: { tipValues: [0.1, 2, 0.2] } }, /fraction between 0 and 1/],
      [
        { settings: { paymentMethodType: 'cash' } },
        /^Sorry, the payment method type is not one of the choices/,
      ],
      [{ settings: { phoneNumber: '12' } }, /^Use 10 digits/],
      [{ settings: { email: 'not an address' } }, /^Use an e-mail address/],
      [{ settings: { welcomeMessage: { title: 'x'.repeat(101), body: '' } } }, /100 characters or less/],
      [{ settings: { requestTypes: [{ name: '', icon: 'water' }] } }, /cannot be empty/],
      [{ settings: { surprise: true } }, /fields we do not know/],
      [{ name: '' }, /cannot be empty/],
      [{ settings: { deliveryEnabled: 'yes' } }, /^Sorry, the delivery enabled is not valid|^Sorry/],
    ];
    for (const [body, message] of cases) {
      const answer = await callers.api.put(path, body, { token: callers.manager });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(body)).toMatch(message);
      expect(answer.body.error.message).toMatch(/^[A-Z]/);
    }
    const after = await callers.api.get(path, { token: callers.manager });
    expect(after.body.data.settings.tipValues).toEqual([0.12, 0.18, 0.25]);
  });
  it('leaves out the marketing and mobile-app switches, which change nothing (decision 0072)', async () => {
    const read = await callers.api.get(path, { token: callers.manager });
    expect(read.body.data.settings).not.toHaveProperty('marketingEnabled');
    expect(read.body.data.settings).not.toHaveProperty('mobileAppEnabled');
    for (const flag of ['marketingEnabled', 'mobileAppEnabled']) {
      const answer = await callers.api.put(path, { settings: { [flag]: true } }, { token: callers.manager });
      expect(answer.status, flag).toBe(400);
      expect(answer.body.error.message, flag).toMatch(/fields we do not know/);
    }
  });

  it('an empty welcome message is none (the menu shows the name); a message needs a title', async () => {
    const untitled = await callers.api.put(
      path,
      { settings: { welcomeMessage: { title: ' ', body: 'Hello' } } },
      { token: callers.manager },
    );
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.message).toBe('Welcome message: Give the message a title.');
    const cleared = await callers.api.put(
      path,
      { settings: { welcomeMessage: { title: '', body: '' } } },
      { token: callers.manager },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.settings.welcomeMessage).toBeUndefined();
    const publicView = await callers.api.get('/guest/restaurants/demo/locations/downtown');
    expect(publicView.body.data.settings.welcomeMessage).toBeUndefined();
  });
});
