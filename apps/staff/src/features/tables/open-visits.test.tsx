import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/client.tsx';
import { NOON } from '../../testing/staff-orders.ts';
import { OpenVisits } from './open-visits.tsx';

const live = vi.hoisted(() => ({ topic: '', data: undefined as unknown }));

vi.mock('../../lib/client.tsx', () => ({
  call: vi.fn(),
  messageOf: (error: unknown) => (error instanceof Error ? error.message : String(error)),
  serverNow: () => NOON,
  useLive: (topic: string) => {
    live.topic = topic;
    return { data: live.data, answered: live.data !== undefined, error: null, synced: true };
  },
}));

const visit = (overrides: Record<string, unknown> = {}) => ({
  visitId: 'v5',
  tableNumber: '5',
  openedAt: new Date(NOON.getTime() - 25 * 60_000).toISOString(),
  lastActivityAt: NOON.toISOString(),
  guests: [
    { guestId: 'g1', name: 'Ana' },
    { guestId: 'g2', name: 'Ben' },
  ],
  rounds: 2,
  total: 4568,
  paid: 0,
  atCounter: [{ paymentId: 'p1', paidBy: 'Ana', amount: 3045 }],
  unpaid: 1523,
  ...overrides,
});

const tables = ['5', '6', '7', '8'].map((n) => ({ id: `t${n}`, tableNumber: n, active: n !== '8' }));

function show() {
  return render(
    <>
      <OpenVisits restaurantId="demo" locationId="downtown" timeZone="America/Vancouver" tables={tables} />
      <Toaster />
    </>,
  );
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(call).mockResolvedValue({} as never);
});

describe('open tabs', () => {
  it('shows each table seated now: since when, who, rounds, paid and unpaid, live from the location’s tables topic', () => {
    live.data = { visits: [visit()] };
    show();
    expect(live.topic).toBe('tables:demo:downtown');
    const card = screen.getByTestId('visit-card');
    expect(within(card).getByRole('heading', { name: 'Table 5' })).toBeTruthy();
    expect(card.textContent).toContain('25 min ago');
    expect(card.textContent).toContain('2 rounds');
    expect(within(card).getByRole('list', { name: 'At table 5' }).textContent).toContain('Ana');
    expect(within(card).getByRole('button', { name: 'Remove Ben from table 5' })).toBeTruthy();
    expect(card.textContent).toContain('$45.68');
    expect(card.textContent).toContain('$15.23');
    expect(card.textContent).toContain('Ana pays $30.45 at the counter');
  });

  it('takes a counter payment with one tap', async () => {
    live.data = { visits: [visit()] };
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Payment taken' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('settleTabPayment', { params: { visitId: 'v5', paymentId: 'p1' } }),
    );
  });

  it('asks why a tab with money owed is closed, and closes a paid one without asking', async () => {
    live.data = {
      visits: [visit(), visit({ visitId: 'v6', tableNumber: '6', atCounter: [], unpaid: 0, paid: 4568 })],
    };
    show();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close tab' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: "Close table 5's tab?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close tab' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Say why the tab is closed unpaid.');
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Guests left without paying' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close tab' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('closeTableVisit', {
        params: { visitId: 'v5' },
        body: { reason: 'Guests left without paying' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getAllByRole('button', { name: 'Close tab' })[1]!);
    const paid = await screen.findByRole('dialog', { name: "Close table 6's tab?" });
    expect(within(paid).queryByRole('radio')).toBeNull();
    fireEvent.click(within(paid).getByRole('button', { name: 'Close tab' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('closeTableVisit', {
        params: { visitId: 'v6' },
        body: { reason: '' },
      }),
    );
  });

  it('moves a tab to a table with no tab of its own', async () => {
    live.data = { visits: [visit(), visit({ visitId: 'v6', tableNumber: '6' })] };
    vi.mocked(call).mockResolvedValue({ tableNumber: '7' } as never);
    show();
    fireEvent.click(screen.getAllByRole('button', { name: 'Move' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: "Move table 5's tab" });
    // Table 6 has a tab and table 8 is not in use: table 7 is the one choice.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Table 7']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move tab' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose a table.');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Table 7' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move tab' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('moveTableVisit', {
        params: { visitId: 'v5' },
        body: { tableId: 't7' },
      }),
    );
    expect(await screen.findByText("Table 5's tab moved to table 7")).toBeTruthy();
  });

  it('merges a tab into another table’s, and shows the server’s refusal in the dialog', async () => {
    live.data = {
      visits: [visit(), visit({ visitId: 'v6', tableNumber: '6', guests: [{ guestId: 'g3', name: 'Cy' }] })],
    };
    vi.mocked(call).mockRejectedValueOnce(
      new Error('Both tabs are being split evenly: finish paying one split before merging them.'),
    );
    show();
    fireEvent.click(screen.getAllByRole('button', { name: 'Merge' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: "Merge table 5's tab" });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Table 6 · Cy' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge tabs' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Both tabs are being split evenly',
    );
    expect(call).toHaveBeenCalledWith('mergeTableVisits', {
      params: { visitId: 'v5' },
      body: { intoVisitId: 'v6' },
    });
  });

  it('takes a guest off the table after asking', async () => {
    live.data = { visits: [visit()] };
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ben from table 5' }));
    const dialog = await screen.findByRole('dialog', { name: "Remove Ben from table 5's tab?" });
    expect(dialog.textContent).toContain('What they ordered stays on the tab.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Ben' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('removeVisitGuest', { params: { visitId: 'v5', guestId: 'g2' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when no table has a tab open', () => {
    live.data = { visits: [] };
    show();
    expect(screen.getByText(/No table has an open tab/)).toBeTruthy();
  });
});
