import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../test/http-client.ts';
import { invitationToken as lastInvitation } from '../test/invitations.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { invitationInvalid, invitationMessages } from './invitations.ts';
import { type CommandContext, createCommand, exportCommand, importCommand } from './restaurant-commands.ts';

let server: TestServer;
let api: ReturnType<typeof httpClient>;
let context: CommandContext;

beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
  context = {
    db: server.database.db,
    mailer: server.integrations.mailer,
    publicUrl: 'http://orderly.test',
    now: () => server.clock.now(),
  };
});
afterAll(() => server?.close());

const invitationToken = (email: string) => lastInvitation(api, email);

describe('a restaurant created by the command', () => {
  it('invites its manager, who sets a password and signs in to the staff app', async () => {
    const outcome = await createCommand(context, {
      name: "Luigi's Trattoria",
      location: 'Main Street',
      manager: 'Luigi@Example.com',
      timeZone: 'America/Toronto',
    });
    expect(outcome).toEqual({
      restaurantId: 'luigis-trattoria',
      locationId: 'main-street',
      created: true,
      invited: ['luigi@example.com'],
    });
    const outbox = await api.get('/dev/outbox?to=luigi%40example.com');
    expect(outbox.body.data.messages[0]).toMatchObject({ subject: "You're invited to Luigi's Trattoria" });
    const token = await invitationToken('luigi@example.com');

    const invitation = await api.post('/guest/auth/invitation', { token });
    expect(invitation.body).toEqual({
      data: {
        email: 'luigi@example.com',
        restaurantName: "Luigi's Trattoria",
        role: 'manager',
        hasAccount: false,
        expiresAt: expect.any(String),
      },
    });
    // No account yet: nobody can sign in before accepting.
    expect(
      (await api.post('/guest/auth/sign_in', { email: 'luigi@example.com', password: 'secret123' })).status,
    ).toBe(401);

    const weak = await api.post('/guest/auth/invitation/accept', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toMatch(/password/i);

    const accepted = await api.post('/guest/auth/invitation/accept', { token, password: 'secret123' });
    expect(accepted.status).toBe(200);
    const me = await api.get('/api/me', { token: accepted.body.data.token });
    expect(me.body.data.staff).toEqual([
      expect.objectContaining({ restaurantId: 'luigis-trattoria', role: 'manager' }),
    ]);

    // The link works once; the password works from now on.
    const again = await api.post('/guest/auth/invitation/accept', { token, password: 'secret123' });
    expect(again).toMatchObject({ status: 400, body: { error: { message: invitationMessages.accepted } } });
    const signIn = await api.post('/guest/auth/sign_in', {
      email: 'luigi@example.com',
      password: 'secret123',
    });
    expect(signIn.status).toBe(200);

    // Its location answers, closed until its manager sets hours and a menu.
    const location = await api.get('/guest/restaurants/luigis-trattoria/locations/main-street');
    expect(location.status).toBe(200);
    expect(location.body.data.settings).toMatchObject({ name: "Luigi's Trattoria", orderOpen: false });
  });

  it('invites a manager who has an account without joining them: they accept it signed in', async () => {
    await createCommand(context, {
      name: 'Staff Side Project',
      location: 'Home',
      manager: 'staff@demo.test',
    });
    const signIn = await api.post('/guest/auth/sign_in', { email: 'staff@demo.test', password: 'demo1234' });
    const session = signIn.body.data.token;
    const staffOf = async () =>
      ((await api.get('/api/me', { token: session })).body.data.staff as { restaurantId: string }[]).map(
        (each) => each.restaurantId,
      );
    expect(await staffOf()).toEqual(['demo']);
    const token = await invitationToken('staff@demo.test');
    expect((await api.post('/guest/auth/invitation', { token })).body.data).toMatchObject({
      email: 'staff@demo.test',
      hasAccount: true,
    });
    const accepted = await api.post('/api/invitation/accept', { token }, { token: session });
    expect(accepted.body.data).toEqual({
      restaurantId: 'staff-side-project',
      restaurantName: 'Staff Side Project',
      role: 'manager',
    });
    expect((await staffOf()).sort()).toEqual(['demo', 'staff-side-project']);
  });

  it('gets a new id when the name is taken, and its file imports as an update', async () => {
    const second = await createCommand(context, {
      name: "Luigi's Trattoria",
      location: 'Harbour',
      manager: 'anna@example.com',
    });
    expect(second.restaurantId).toBe('luigis-trattoria-2');
    const document = (await exportCommand(context, 'luigis-trattoria-2'))!;
    const again = await importCommand(context, { ...document, name: 'Anna’s Harbour' });
    expect(again).toMatchObject({ created: false, invited: [] });
    expect((await exportCommand(context, 'luigis-trattoria-2'))?.name).toBe('Anna’s Harbour');
  });

  it('reaches the running server at once: a new price is on the menu the next moment', async () => {
    const menuPath = '/guest/restaurants/demo/locations/downtown/menu';
    const priceOfFries = async () =>
      ((await api.get(menuPath)).body.data.products as { id: string; price: number }[]).find(
        (product) => product.id === 'fries',
      )?.price;
    expect(await priceOfFries()).toBe(695);
    const document = (await exportCommand(context, 'demo'))!;
    await importCommand(context, {
      ...document,
      menu: {
        ...document.menu,
        products: document.menu.products.map((product) =>
          product.id === 'fries' ? { ...product, price: 745 } : product,
        ),
      },
    });
    await expect.poll(priceOfFries, { timeout: 1000, interval: 50 }).toBe(745);
    await importCommand(context, document);
  });

  it('exports a restaurant in use (a timed pause) as a file that imports back', async () => {
    const signIn = await api.post('/guest/auth/sign_in', { email: 'staff@demo.test', password: 'demo1234' });
    const paused = await api.put(
      '/api/staff/location_status',
      { restaurantId: 'demo', locationId: 'kitsilano', orderOpen: false, pauseMinutes: 30 },
      { token: signIn.body.data.token },
    );
    expect(paused.status).toBe(200);
    const document = (await exportCommand(context, 'demo'))!;
    const kitsilano = document.locations.find((location) => location.id === 'kitsilano')!;
    expect(kitsilano.settings).toMatchObject({ orderOpen: false, orderPausedUntil: expect.any(String) });
    await importCommand(context, JSON.parse(JSON.stringify(document)));
    expect(await exportCommand(context, 'demo')).toEqual(document);
  });

  it('refuses unknown and expired invitation links with a sentence', async () => {
    for (const body of [{ token: 'nope' }, { token: 'nope', password: 'secret123' }]) {
      const path = 'password' in body ? '/guest/auth/invitation/accept' : '/guest/auth/invitation';
      expect(await api.post(path, body)).toMatchObject({
        status: 400,
        body: { error: { message: invitationInvalid } },
      });
    }
    const token = await invitationToken('anna@example.com');
    server.advanceClock(8 * 24 * 60 * 60 * 1000);
    expect((await api.post('/guest/auth/invitation', { token })).body.error.message).toBe(
      invitationMessages.expired,
    );
  });
});
