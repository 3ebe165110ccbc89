import { topics } from '@orderly/client/protocol';
import { describe, expect, it } from 'vitest';
import { liveClient } from '../test/live-client.ts';
import { expectRefusals, manageServerForFile, refusedToAllButManagers } from './manager-access.testing.ts';

const { server, callers } = manageServerForFile();

const staffPath = '/api/manage/restaurants/demo/staff';

type Member = {
  userId: string;
  email: string;
  name: string;
  role: string;
  locationIds: string[] | null;
  you: boolean;
};
type Invitation = { id: string; email: string; role: string; locationIds: string[] | null; status: string };

async function members(token = callers.manager): Promise<Member[]> {
  return (await callers.api.get(staffPath, { token })).body.data.members;
}

async function invitations(token = callers.manager): Promise<Invitation[]> {
  return (await callers.api.get(staffPath, { token })).body.data.invitations;
}

const invite = (email: string, locationIds: string[] | null = ['downtown'], role = 'staff') =>
  callers.api.post(staffPath, { email, role, locationIds }, { token: callers.manager });

const staffQueue = '/api/staff/queue?restaurantId=demo&locationId=downtown';

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
  it('are listed for managers, with who is you, apart from invitations', async () => {
    expect(await invitations()).toEqual([]);
    const list = await members();
    expect(list.find((member) => member.email === 'manager@demo.test')).toMatchObject({
      role: 'manager',
      locationIds: null,
      you: true,
    });
    expect(list.find((member) => member.email === 'staff@demo.test')).toMatchObject({
      role: 'staff',
      you: false,
    });
  });

  it('are refused to strangers (401), staff and another restaurant’s manager (403)', async () => {
    const staffId = (await members()).find((member) => member.email === 'staff@demo.test')?.userId;
    expect(await expectRefusals(callers, 'GET', staffPath)).toEqual(refusedToAllButManagers);
    const body = { email: 'x@demo.test', role: 'staff', locationIds: null };
    expect(await expectRefusals(callers, 'POST', staffPath, body)).toEqual(refusedToAllButManagers);
    const change = { role: 'manager', locationIds: null };
    expect(await expectRefusals(callers, 'PUT', `${staffPath}/${staffId}`, change)).toEqual(
      refusedToAllButManagers,
    );
    expect(await expectRefusals(callers, 'DELETE', `${staffPath}/${staffId}`)).toEqual(
      refusedToAllButManagers,
    );
    const pending = (await invite('refusals@example.com')).body.data.invitation.id;
    expect(await expectRefusals(callers, 'POST', `${staffPath}/invitations/${pending}/resend`, {})).toEqual(
      refusedToAllButManagers,
    );
    expect(await expectRefusals(callers, 'DELETE', `${staffPath}/invitations/${pending}`)).toEqual(
      refusedToAllButManagers,
    );
    expect((await invitations()).find((each) => each.id === pending)?.status).toBe('invited');
    // Still on the staff: the refused calls changed nothing.
    expect((await members()).find((member) => member.userId === staffId)?.role).toBe('staff');
  });

  it('are invited by e-mail with a role and locations; the link names the restaurant; sent again, the old link stops', async () => {
    const invited = await invite('New.Cook@Example.com');
    expect(invited.status).toBe(201);
    expect(invited.body.data.invitation).toMatchObject({
      email: 'new.cook@example.com',
      role: 'staff',
      locationIds: ['downtown'],
      status: 'invited',
    });
    const [token] = await invitationTokens('new.cook@example.com');
    expect(token).toBeDefined();
    const invitation = await callers.api.post('/guest/auth/invitation', { token });
    expect(invitation.body.data).toMatchObject({
      email: 'new.cook@example.com',
      restaurantName: 'Maple & Miso',
      role: 'staff',
      hasAccount: false,
    });

    const again = await invite('new.cook@example.com', null, 'manager');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'new.cook@example.com is already invited: send the invitation again from the list, or cancel it.',
    );
    const member = await invite('staff@demo.test');
    expect(member.status).toBe(409);
    expect(member.body.error.message).toBe('staff@demo.test is already on the staff of Maple & Miso.');

    const id = invited.body.data.invitation.id;
    const resent = await callers.api.post(
      `${staffPath}/invitations/${id}/resend`,
      {},
      { token: callers.manager },
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

  it('answers the same for an e-mail with an account as for one without: no id, no name, nothing joined', async () => {
    // manager@rival.test has an account (Rival Manager, at another restaurant); nobody@… has none.
    const known = await invite('manager@rival.test');
    const unknown = await invite('nobody-yet@example.com');
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    const shape = (body: { data: { invitation: Record<string, unknown> } }) => ({
      ...body.data.invitation,
      id: 'id',
      email: 'e-mail',
      sentAt: 'sent',
      expiresAt: 'expires',
    });
    expect(shape(known.body)).toEqual(shape(unknown.body));
    expect(Object.keys(known.body.data.invitation).sort()).toEqual(
      ['email', 'expiresAt', 'id', 'locationIds', 'role', 'sentAt', 'status'].sort(),
    );
    const rival = await callers.api.get('/api/me', { token: callers.rivalManager });
    expect(JSON.stringify(known.body)).not.toContain(rival.body.data.id);
    expect(JSON.stringify(known.body)).not.toContain('Rival Manager');
    // The e-mails say the same too, and the list shows both the same way, apart from members.
    const [knownMail] = (await callers.api.get('/dev/outbox?to=manager%40rival.test')).body.data.messages;
    const [unknownMail] = (await callers.api.get('/dev/outbox?to=nobody-yet%40example.com')).body.data
      .messages;
    const blank = (text: string) => text.replace(/\/staff\/invitation\/\S+/, '<link>');
    expect(knownMail.subject).toBe(unknownMail.subject);
    expect(blank(knownMail.text)).toBe(blank(unknownMail.text));
    const listed = await callers.api.get(staffPath, { token: callers.manager });
    expect(JSON.stringify(listed.body)).not.toContain('Rival Manager');
    expect(listed.body.data.members.map((each: Member) => each.email)).not.toContain('manager@rival.test');
    expect(
      listed.body.data.invitations
        .filter((each: Invitation) => ['manager@rival.test', 'nobody-yet@example.com'].includes(each.email))
        .map((each: Invitation) => [each.email, each.status]),
    ).toEqual([
      ['manager@rival.test', 'invited'],
      ['nobody-yet@example.com', 'invited'],
    ]);
  });

  it('gives no access before it is accepted: no staff routes, no live staff topics', async () => {
    // Invited in the test before: still pending.
    expect((await callers.api.get(staffQueue, { token: callers.rivalManager })).status).toBe(403);
    const me = await callers.api.get('/api/me', { token: callers.rivalManager });
    expect(me.body.data.staff.map((each: { restaurantId: string }) => each.restaurantId)).toEqual(['rival']);
    const screen = await liveClient(server.baseUrl, callers.rivalManager);
    screen.send({ type: 'subscribe', topic: topics.staff('demo', 'downtown') });
    const refused = await screen.waitFor(
      (message) => message.type === 'error' && message.topic === topics.staff('demo', 'downtown'),
    );
    expect(refused.message).toBe('Not Authenticated');
    screen.close();
  });

  it('is accepted only by the signed-in person whose e-mail it names; then they are staff with its role and locations', async () => {
    const [token] = await invitationTokens('manager@rival.test');
    const read = await callers.api.post('/guest/auth/invitation', { token });
    expect(read.body.data).toMatchObject({ email: 'manager@rival.test', hasAccount: true });
    // Someone else, signed in, cannot take it; nor can anyone without signing in.
    const other = await callers.api.post('/api/invitation/accept', { token }, { token: callers.customer });
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(
      'This invitation is for manager@rival.test: sign out, then sign in with that e-mail to accept it.',
    );
    expect((await callers.api.post('/api/invitation/accept', { token })).status).toBe(401);
    // Choosing a password with the link is for e-mails without an account: the owner signs in.
    const takeOver = await callers.api.post('/guest/auth/invitation/accept', {
      token,
      password: 'a new passphrase 42',
    });
    expect(takeOver.status).toBe(409);
    expect(takeOver.body.error.message).toBe(
      'There is already an account for manager@rival.test: sign in with it to accept the invitation.',
    );
    expect(
      (
        await callers.api.post('/guest/auth/sign_in', {
          email: 'manager@rival.test',
          password: 'a new passphrase 42',
        })
      ).status,
    ).toBe(401);
    expect((await callers.api.get(staffQueue, { token: callers.rivalManager })).status).toBe(403);

    const accepted = await callers.api.post(
      '/api/invitation/accept',
      { token },
      { token: callers.rivalManager },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({
      restaurantId: 'demo',
      restaurantName: 'Maple & Miso',
      role: 'staff',
    });
    expect((await callers.api.get(staffQueue, { token: callers.rivalManager })).status).toBe(200);
    const list = await callers.api.get(staffPath, { token: callers.manager });
    expect(list.body.data.members.find((each: Member) => each.email === 'manager@rival.test')).toMatchObject({
      name: 'Rival Manager',
      role: 'staff',
      locationIds: ['downtown'],
    });
    expect(list.body.data.invitations.map((each: Invitation) => each.email)).not.toContain(
      'manager@rival.test',
    );
    // Once only.
    const again = await callers.api.post(
      '/api/invitation/accept',
      { token },
      { token: callers.rivalManager },
    );
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(
      'This invitation was already accepted. Sign in to the staff app with your account.',
    );
    const activity = await callers.api.get('/api/manage/restaurants/demo/activity?area=staff', {
      token: callers.manager,
    });
    expect(activity.body.data.entries[0].summary).toBe(
      'manager@rival.test accepted the invitation and joined as staff.',
    );
  });

  it('is accepted by a new person choosing a password (and a name), who is then signed in as staff', async () => {
    const [token] = await invitationTokens('nobody-yet@example.com');
    const accepted = await callers.api.post('/guest/auth/invitation/accept', {
      token,
      password: 'a new passphrase 42',
      name: 'Noor',
    });
    expect(accepted.status).toBe(200);
    const session = accepted.body.data.token;
    expect((await callers.api.get(staffQueue, { token: session })).status).toBe(200);
    expect((await members()).find((each) => each.email === 'nobody-yet@example.com')).toMatchObject({
      name: 'Noor',
      role: 'staff',
      locationIds: ['downtown'],
    });
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

  it('can be cancelled, and expires: its link says so in a sentence and joins nothing', async () => {
    const cancelled = (await invite('changed-mind@example.com')).body.data.invitation;
    const [cancelledToken] = await invitationTokens('changed-mind@example.com');
    const cancel = await callers.api.delete(`${staffPath}/invitations/${cancelled.id}`, {
      token: callers.manager,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toEqual({ cancelled: 'changed-mind@example.com' });
    expect((await invitations()).map((each) => each.email)).not.toContain('changed-mind@example.com');
    const cancelledMessage =
      'This invitation was cancelled by the restaurant. Ask your manager if you should still join.';
    for (const [path, body] of [
      ['/guest/auth/invitation', { token: cancelledToken }],
      ['/guest/auth/invitation/accept', { token: cancelledToken, password: 'a new passphrase 42' }],
    ] as const) {
      const answer = await callers.api.post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(cancelledMessage);
    }
    expect(
      (
        await callers.api.post('/guest/auth/sign_in', {
          email: 'changed-mind@example.com',
          password: 'a new passphrase 42',
        })
      ).status,
    ).toBe(401);
    // Cancelled twice: nothing left to cancel.
    expect(
      (await callers.api.delete(`${staffPath}/invitations/${cancelled.id}`, { token: callers.manager }))
        .status,
    ).toBe(404);

    // The staff account's own invitation, a week and a day later.
    const late = (await invite('late@example.com')).body.data.invitation;
    const [lateToken] = await invitationTokens('late@example.com');
    server.advanceClock(8 * 24 * 60 * 60 * 1000);
    expect((await invitations()).find((each) => each.id === late.id)?.status).toBe('expired');
    const expiredMessage =
      'This invitation has expired: links work for 7 days. Ask your manager to send the invitation again.';
    for (const [path, body] of [
      ['/guest/auth/invitation', { token: lateToken }],
      ['/guest/auth/invitation/accept', { token: lateToken, password: 'a new passphrase 42' }],
    ] as const) {
      const answer = await callers.api.post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(expiredMessage);
    }
    // Sent again: a new link for another week.
    const resent = await callers.api.post(
      `${staffPath}/invitations/${late.id}/resend`,
      {},
      { token: callers.manager },
    );
    expect(resent.body.data.invitation.status).toBe('invited');
    const newer = (await invitationTokens('late@example.com')).find((each) => each !== lateToken);
    expect((await callers.api.post('/guest/auth/invitation', { token: newer })).status).toBe(200);
    expect((await callers.api.post('/guest/auth/invitation', { token: lateToken })).body.error.message).toBe(
      'This invitation link does not work: it may have been replaced by a newer one. Ask your manager to send the invitation again.',
    );
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
