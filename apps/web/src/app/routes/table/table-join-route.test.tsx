import { visitMessages } from '@orderly/domain';
import { makeSettings } from '@orderly/domain/testing/fixtures';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { keepVisitToken, readVisitToken } from '../../../features/table-tab/visit-token.ts';
import { updateSession } from '../../../lib/session.ts';
import TableJoinRoute from './table-join-route.tsx';

const fake = vi.hoisted(() => ({
  user: null as { name: string } | null,
  join: vi.fn(),
  tab: vi.fn(),
}));

vi.mock('../../../features/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: fake.user }),
}));
vi.mock('../../../features/table-tab/api/table-visits.ts', () => ({
  joinTableVisit: (...args: unknown[]) => fake.join(...args),
  getTableTab: (...args: unknown[]) => fake.tab(...args),
}));
vi.mock('../../../features/restaurant/components/restaurant-provider.tsx', async () => {
  const { readyRestaurant } = await import('../../../testing/restaurant.ts');
  const ready = readyRestaurant(makeSettings({ tableTabs: { enabled: true, idleCloseMinutes: 180 } }));
  return {
    useRestaurant: () => ({ ...ready, menu: { ...ready.menu, tables: [{ id: 't5', tableNumber: '5' }] } }),
  };
});

const TOKEN = 'a'.repeat(43);
const tab = {
  visit: { visitId: 'v1', tableNumber: '5', openedAt: '' },
  guests: [],
  rounds: [],
  total: 0,
  paid: 0,
  remaining: 0,
};

function openJoin() {
  const memory = memoryLocation({ path: '/restaurants/r1/locations/l1/tables/t5', record: true });
  render(
    <Router hook={memory.hook}>
      <Switch>
        <Route path="/menu">menu</Route>
        <Route>
          <TableJoinRoute />
        </Route>
      </Switch>
    </Router>,
  );
  return memory;
}

beforeEach(() => {
  window.sessionStorage.clear();
  fake.user = null;
  fake.join.mockReset();
  fake.tab.mockReset();
  updateSession({ restaurantId: 'r1', locationId: 'l1', tableId: 't5', kiosk: false, kioskId: null });
});

describe('joining the table (decision 0094)', () => {
  it('asks for a name, refuses an empty one, then joins and keeps the token for this table', async () => {
    fake.join.mockResolvedValue({ visitToken: TOKEN, tab });
    const memory = openJoin();
    expect(screen.getByRole('heading', { level: 1, name: 'Join table 5' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    fireEvent.click(screen.getByRole('button', { name: 'JOIN TABLE' }));
    expect(screen.getByRole('alert').textContent).toBe(visitMessages.nameEmpty);
    expect(document.activeElement).toBe(name);
    expect(fake.join).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: '  Ana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'JOIN TABLE' }));
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/menu'));
    expect(fake.join).toHaveBeenCalledWith({
      restaurantId: 'r1',
      locationId: 'l1',
      tableId: 't5',
      name: 'Ana',
    });
    expect(readVisitToken('r1', 't5')).toBe(TOKEN);
  });

  it("offers the signed-in diner's first name", () => {
    fake.user = { name: 'Jamie Rivera' };
    openJoin();
    expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).value).toBe('Jamie');
  });

  it('goes straight to the menu with a token that still opens the visit', async () => {
    keepVisitToken('r1', 't5', TOKEN);
    fake.tab.mockResolvedValue({ tab });
    const memory = openJoin();
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/menu'));
    expect(fake.join).not.toHaveBeenCalled();
  });

  it('forgets a token that opens nothing at once and asks to join a new visit', async () => {
    const { ApiError } = await import('../../../lib/client.ts');
    keepVisitToken('r1', 't5', TOKEN);
    fake.tab.mockRejectedValue(new ApiError(404, visitMessages.notFound));
    openJoin();
    await screen.findByRole('textbox', { name: 'Your name' });
    expect(readVisitToken('r1', 't5')).toBeNull();
  });
});
