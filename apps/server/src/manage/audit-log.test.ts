import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { changedFields, recordChange } from './audit-log.ts';
import { expectRefusals, manageServerForFile, refusedToAllButManagers } from './manager-access.testing.ts';

const { server, callers } = manageServerForFile();

describe('the back office shell', () => {
  it("gives a manager the restaurant's name, logo, locations and the ones they hold", async () => {
    const answer = await callers.api.get('/api/manage/restaurants/demo', { token: callers.manager });
    expect(answer.status).toBe(200);
    expect(answer.body.data.restaurant).toMatchObject({
      id: 'demo',
      name: 'Maple & Miso',
      timeZone: 'America/Vancouver',
      managerLocationIds: null,
    });
    expect(answer.body.data.restaurant.locations.map((location: { id: string }) => location.id)).toEqual([
      'downtown',
      'kitsilano',
    ]);
    const kits = await callers.api.get('/api/manage/restaurants/demo', { token: callers.kitsManager });
    expect(kits.body.data.restaurant.managerLocationIds).toEqual(['kitsilano']);
  });

  it('refuses strangers (401), staff and another restaurant’s manager (403)', async () => {
    expect(await expectRefusals(callers, 'GET', '/api/manage/restaurants/demo')).toEqual(
      refusedToAllButManagers,
    );
    expect(await expectRefusals(callers, 'GET', '/api/manage/restaurants/demo/activity')).toEqual(
      refusedToAllButManagers,
    );
    // The rival's manager manages the rival, not the demo.
    const own = await callers.api.get('/api/manage/restaurants/rival', { token: callers.rivalManager });
    expect(own.status).toBe(200);
  });
});

describe('the audit log', () => {
  it('lists changes newest first, page by page, by area, with who made them', async () => {
    const db = server.database.db;
    const [manager] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@demo.test'));
    const start = Date.parse('2026-11-18T10:00:00Z');
    for (let index = 0; index < 5; index++) {
      await recordChange(db, {
        restaurantId: 'demo',
        userId: manager?.id ?? '',
        area: index % 2 === 0 ? 'restaurant' : 'staff',
        summary: `Change ${index}`,
        changes: { waitTime: { from: index, to: index + 1 } },
        // Two share one millisecond: the cursor must not skip or repeat either.
        at: new Date(start + Math.min(index, 3) * 1000),
      });
    }
    const first = await callers.api.get('/api/manage/restaurants/demo/activity?limit=2', {
      token: callers.manager,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.entries).toHaveLength(2);
    expect(first.body.data.entries[0]).toMatchObject({
      area: expect.any(String),
      user: { email: 'manager@demo.test', name: 'Priya Sandhu' },
      changes: { waitTime: { from: expect.any(Number), to: expect.any(Number) } },
    });
    const seen = [...first.body.data.entries];
    let before = first.body.data.before;
    while (before) {
      const page = await callers.api.get(
        `/api/manage/restaurants/demo/activity?limit=2&before=${encodeURIComponent(before)}`,
        { token: callers.manager },
      );
      seen.push(...page.body.data.entries);
      before = page.body.data.before;
    }
    const ours = seen.filter((entry) => entry.summary.startsWith('Change '));
    const summaries = ours.map((entry) => entry.summary);
    // Changes 3 and 4 were written in the same millisecond: either may come first, neither is lost.
    expect(summaries.slice(0, 2).sort()).toEqual(['Change 3', 'Change 4']);
    expect(summaries.slice(2)).toEqual(['Change 2', 'Change 1', 'Change 0']);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(seen.length);

    const staffOnly = await callers.api.get('/api/manage/restaurants/demo/activity?area=staff', {
      token: callers.manager,
    });
    expect(staffOnly.body.data.entries.every((entry: { area: string }) => entry.area === 'staff')).toBe(true);
  });

  it('refuses a bad page or area with a sentence', async () => {
    const badCursor = await callers.api.get('/api/manage/restaurants/demo/activity?before=nonsense', {
      token: callers.manager,
    });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error.message).toBe(
      'That page of the activity does not exist. Reload the activity.',
    );
    const badArea = await callers.api.get('/api/manage/restaurants/demo/activity?area=kitchen', {
      token: callers.manager,
    });
    expect(badArea.status).toBe(400);
    expect(badArea.body.error.message).toMatch(/^[A-Z]/);
    const badLimit = await callers.api.get('/api/manage/restaurants/demo/activity?limit=5000', {
      token: callers.manager,
    });
    expect(badLimit.status).toBe(400);
  });

  it('changedFields keeps only what differs', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], c: undefined, d: true })).toEqual({
      b: { from: [1, 2], to: [1, 3] },
      d: { from: null, to: true },
    });
  });
});
