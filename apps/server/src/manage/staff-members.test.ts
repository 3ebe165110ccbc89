import { topics } from '@orderly/client/protocol';
import { describe, expect, it } from 'vitest';
import { liveClient } from '../test/live-client.ts';
import { expectRefusals, manageServerForFile, refusedToAllButManagers } from './manager-access.testing.ts';

const { server, callers } = manageServerForFile();

const staffPath = '/api/manage/restaurants/demo/staff';

type Member = { userId: string; email: string; role: string; locationIds: string[] | null; you: boolean };

async function members(token = callers.manager): Promise<Member[]> {
  return (await callers.api.get(staffPath, { token })).body.data.members;
}

/** The invitation links e-mailed to this address, through the outbox. */
async function invitationTokens(email: string): Promise<string[]> {
  const outbox = await callers.api.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const messages = outbox.body.data.messages as { text: string }[];
  return messages.flatMap((message) => {
    const link = /\/staff\/invitation\/(\S+)/.exec(message.text)?.[1];
    return link ? [decodeURIComponent(link)] : [];
  });
}

describe('staff', () => {
  it('are listed for managers, with who is still invited and who is you', async () => {
    const list = await members();
    expect(list.find((member) => member.email === 'manager@demo.test')).toMatchObject({
      role: 'manager',
      locationIds: null,
      you: true,
    });
    expect(list.find((member) => member.email === 'staff@demo.test')).toMatchObject({
      role: 'staff',
      invitationPending: false,
      you: false,
    });
  });

  it('are refused to strangers (401), staff and another restaurant’s manager (403)', async () => {
    const staffId = (await members()).find((member) => member.email === 'staff@demo.test')?.userId;
    expect(await expectRefusals(callers, 'GET', staffPath)).toEqual(refusedToAllButManagers);
    const invite = { email: 'x@demo.test', role: 'staff', locationIds: null };
    expect(await expectRefusals(callers, 'POST', staffPath, invite)).toEqual(refusedToAllButManagers);
    const change = { role: 'manager', locationIds: null };
    expect(await expectRefusals(callers, 'PUT', `${staffPath}/${staffId}`, change)).toEqual(
      refusedToAllButManagers,
    );
    expect(await expectRefusals(callers, 'DELETE', `${staffPath}/${staffId}`)).toEqual(
      refusedToAllButManagers,
    );
    expect(await expectRefusals(callers, 'POST', `${staffPath}/${staffId}/invitation`)).toEqual(
      refusedToAllButManagers,
    );
    // Still on the staff: the refused calls changed nothing.
    expect((await members()).find((member) => member.userId === staffId)?.role).toBe('staff');
  });

  it('are invited by e-mail with a role and locations; the invitation link works', async () => {
    const invited = await callers.api.post(
      staffPath,
      { email: 'New.Cook@Example.com', role: 'staff', locationIds: ['downtown'] },
      { token: callers.manager },
    );
    expect(invited.status).toBe(201);
    expect(invited.body.data.member).toMatchObject({
      email: 'new.cook@example.com',
      role: 'staff',
      locationIds: ['downtown'],
      invitationPending: true,
    });
    const [token] = await invitationTokens('new.cook@example.com');
    expect(token).toBeDefined();
    const invitation = await callers.api.post('/guest/auth/invitation', { token });
    expect(invitation.body.data).toEqual({
      email: 'new.cook@example.com',
      restaurantName: 'Maple & Miso',
      role: 'staff',
    });

    const again = await callers.api.post(
      staffPath,
      { email: 'new.cook@example.com', role: 'manager', locationIds: null },
      { token: callers.manager },
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('new.cook@example.com is already on the staff of Maple & Miso.');

    const resent = await callers.api.post(
      `${staffPath}/${invited.body.data.member.userId}/invitation`,
      undefined,
      {
        token: callers.manager,
      },
    );
    expect(resent.status).toBe(200);
    const tokens = await invitationTokens('new.cook@example.com');
    expect(tokens).toHaveLength(2);
    const newer = tokens.find((each) => each !== token);
    // The first link stopped working when the second was sent.
    expect((await callers.api.post('/guest/auth/invitation', { token })).status).toBe(400);
    expect((await callers.api.post('/guest/auth/invitation', { token: newer })).status).toBe(200);

    const activity = await callers.api.get('/api/manage/restaurants/demo/activity?area=staff', {
      token: callers.manager,
    });
    expect(activity.body.data.entries[0].summary).toBe(
      'Invited new.cook@example.com as staff at Downtown (Yaletown).',
    );
  });

  it('refuses bad invitations with sentences', async () => {
    const cases: [unknown, RegExp][] = [
      [{ email: 'not-an-address', role: 'staff', locationIds: null }, /^Use an e-mail address\.$/],
      [{ email: 'a@b.test', role: 'owner', locationIds: null }, /^Sorry, the role is not one of the choices/],
      [
        { email: 'a@b.test', role: 'staff', locationIds: [] },
        /^Choose at least one location, or every location\.$/,
      ],
      [
        { email: 'a@b.test', role: 'staff', locationIds: ['mars'] },
        /^This restaurant has no location "mars"\.$/,
      ],
      [{ email: 'a@b.test', role: 'staff' }, /^Sorry, the location ids is missing\.$|^Sorry/],
    ];
    for (const [body, message] of cases) {
      const answer = await callers.api.post(staffPath, body, { token: callers.manager });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(body)).toMatch(message);
    }
  });

  it('a manager of one location manages staff of that location only', async () => {
    const own = await callers.api.post(
      staffPath,
      { email: 'kits-cook@example.com', role: 'staff', locationIds: ['kitsilano'] },
      { token: callers.kitsManager },
    );
    expect(own.status).toBe(201);
    for (const locationIds of [null, ['downtown'], ['kitsilano', 'downtown']]) {
      const other = await callers.api.post(
        staffPath,
        { email: 'elsewhere@example.com', role: 'staff', locationIds },
        { token: callers.kitsManager },
      );
      expect(other.status).toBe(403);
      expect(other.body.error.message).toBe('You can only manage staff of the locations you manage.');
    }
    const staffId = (await members()).find((member) => member.email === 'staff@demo.test')?.userId;
    const remove = await callers.api.delete(`${staffPath}/${staffId}`, { token: callers.kitsManager });
    expect(remove.status).toBe(403);
  });

  it('roles and locations change; the last manager of every location cannot remove or demote themselves', async () => {
    const list = await members();
    const me = list.find((member) => member.you);
    const kitsManager = list.find((member) => member.email === 'kits-manager@demo.test');
    const staff = list.find((member) => member.email === 'staff@demo.test');

    const demote = await callers.api.put(
      `${staffPath}/${me?.userId}`,
      { role: 'staff', locationIds: null },
      { token: callers.manager },
    );
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toBe(
      'You are the last manager of this restaurant: make someone else a manager of every location first.',
    );
    const leave = await callers.api.delete(`${staffPath}/${me?.userId}`, { token: callers.manager });
    expect(leave.status).toBe(409);
    expect(leave.body.error.message).toBe(
      'You are the last manager of this restaurant: make someone else a manager of every location first.',
    );

    // Promote the staff member to manager of every location: now the first manager may leave.
    const promoted = await callers.api.put(
      `${staffPath}/${staff?.userId}`,
      { role: 'manager', locationIds: null },
      { token: callers.manager },
    );
    expect(promoted.body.data.member).toMatchObject({ role: 'manager', locationIds: null });
    const moved = await callers.api.put(
      `${staffPath}/${kitsManager?.userId}`,
      { role: 'staff', locationIds: ['kitsilano', 'downtown'] },
      { token: callers.manager },
    );
    expect(moved.body.data.member).toMatchObject({ role: 'staff', locationIds: ['kitsilano', 'downtown'] });

    // Their kitchen screen is open: once removed, it stops receiving the queue at once.
    const screen = await liveClient(server.baseUrl, callers.manager);
    screen.send({ type: 'subscribe', topic: topics.staff('demo', 'downtown') });
    await screen.waitFor((message) => message.type === 'snapshot');
    const left = await callers.api.delete(`${staffPath}/${me?.userId}`, { token: callers.manager });
    expect(left.status).toBe(200);
    const dropped = await screen.waitFor(
      (message) => message.type === 'error' && message.topic === topics.staff('demo', 'downtown'),
    );
    expect(dropped.message).toBe('Not Authenticated');
    screen.close();
    expect(left.body.data.removed).toBe('manager@demo.test');
    // No longer a manager here: the back office refuses them.
    const after = await callers.api.get(staffPath, { token: callers.manager });
    expect(after.status).toBe(403);
    const missing = await callers.api.delete(`${staffPath}/${me?.userId}`, { token: callers.staff });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('This person is not on the staff of this restaurant.');

    const activity = await callers.api.get('/api/manage/restaurants/demo/activity?area=staff', {
      token: callers.staff,
    });
    expect(activity.body.data.entries.map((entry: { summary: string }) => entry.summary).slice(0, 3)).toEqual(
      [
        'Removed manager@demo.test from the staff.',
        'Made kits-manager@demo.test staff at Kitsilano and Downtown (Yaletown).',
        'Made staff@demo.test a manager at every location.',
      ],
    );
  });
});
