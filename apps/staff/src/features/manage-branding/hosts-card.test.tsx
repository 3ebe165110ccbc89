import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/client.tsx';
import { HostNamesCard } from './hosts-card.tsx';

vi.mock('../../lib/client.tsx', () => ({
  call: vi.fn(),
  messageOf: (error: unknown) => (error instanceof Error ? error.message : 'Sorry, something went wrong.'),
}));

const record = (host: string, token = '0123456789abcdef0123456789abcdef') => ({
  type: 'TXT' as const,
  name: `_orderly-verify.${host}`,
  value: `orderly-verify=${token}`,
});
const pending = (host: string, problem: string | null = null) => ({
  host,
  status: 'pending' as const,
  record: record(host),
  verifiedAt: null,
  checkedAt: problem ? '2026-11-18T19:30:00.000Z' : null,
  problem,
});
const live = (host: string) => ({
  host,
  status: 'verified' as const,
  record: record(host),
  verifiedAt: '2026-11-18T19:31:00.000Z',
  checkedAt: '2026-11-18T19:31:00.000Z',
  problem: null,
});
type Entry = ReturnType<typeof pending> | ReturnType<typeof live>;
const listing = (hosts: Entry[], dns: 'system' | 'sandbox' = 'system') => ({ hosts, dns });

/** The server: answers each call in turn, GET first. */
function answers(...bodies: unknown[]) {
  const calls = vi.mocked(call);
  for (const body of bodies) calls.mockResolvedValueOnce(body);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('the back office host names', () => {
  it('shows a pending host with exactly what to publish, and that it opens nothing yet', async () => {
    answers(listing([pending('order.maple.ca'), live('maple.ca')]));
    render(<HostNamesCard restaurantId="demo" />);
    const row = await screen.findByRole('listitem', { name: 'order.maple.ca' });
    expect(within(row).getByText('Waiting for verification')).toBeTruthy();
    expect(within(row).getByText(/Opens nothing yet/)).toBeTruthy();
    const dnsRecord = within(row).getByLabelText('DNS record for order.maple.ca');
    expect(
      within(dnsRecord)
        .getAllByRole('definition')
        .map((value) => value.querySelector('code')?.textContent),
    ).toEqual(['TXT', '_orderly-verify.order.maple.ca', 'orderly-verify=0123456789abcdef0123456789abcdef']);
    expect(within(row).getByRole('button', { name: 'Check now for order.maple.ca' })).toBeTruthy();
    // Real DNS: nothing to publish from here.
    expect(within(row).queryByRole('button', { name: /sandbox/ })).toBeNull();

    const verified = screen.getByRole('listitem', { name: 'maple.ca' });
    expect(within(verified).getByText('Live')).toBeTruthy();
    expect(within(verified).getByText('https://maple.ca/')).toBeTruthy();
    expect(within(verified).queryByRole('button', { name: /Check now/ })).toBeNull();
  });

  it('checks a host: it stays pending with what the lookup found, then goes live', async () => {
    const wrong =
      'The TXT record at _orderly-verify.order.maple.ca reads "orderly-verify=ffff", not "orderly-verify=0123456789abcdef0123456789abcdef": correct it, then check again.';
    answers(
      listing([pending('order.maple.ca')]),
      listing([pending('order.maple.ca', wrong)]),
      listing([live('order.maple.ca')]),
    );
    render(<HostNamesCard restaurantId="demo" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check now for order.maple.ca' }));

    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(vi.mocked(call)).toHaveBeenLastCalledWith('checkHostName', {
      params: { restaurantId: 'demo', host: 'order.maple.ca' },
    });
    expect(screen.getByRole('status').textContent).toBe(`order.maple.ca is not verified yet. ${wrong}`);
    expect(screen.getByText('Waiting for verification')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check now for order.maple.ca' }));
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(screen.queryByText(wrong)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('order.maple.ca is live: it opens your restaurant.');
  });

  it('offers the sandbox DNS on a development server', async () => {
    answers(
      listing([pending('maple.localhost')], 'sandbox'),
      listing([pending('maple.localhost')], 'sandbox'),
    );
    render(<HostNamesCard restaurantId="demo" />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Publish in the sandbox DNS for maple.localhost' }),
    );
    await waitFor(() =>
      expect(vi.mocked(call)).toHaveBeenLastCalledWith('publishSandboxHostRecord', {
        params: { restaurantId: 'demo', host: 'maple.localhost' },
      }),
    );
    expect(
      await screen.findByText("Published maple.localhost's record in the sandbox DNS: check it now."),
    ).toBeTruthy();
  });

  it("adds a host as pending, refuses reserved names before asking, and shows the server's refusal", async () => {
    answers(listing([]), listing([pending('order.maple.ca')]));
    render(<HostNamesCard restaurantId="demo" />);
    const field = await screen.findByLabelText('Add a host name');
    fireEvent.change(field, { target: { value: 'localhost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You cannot use localhost: it means each visitor\'s own computer. Use a host name you own, such as "order.example.com".',
    );
    expect(vi.mocked(call)).toHaveBeenCalledTimes(1);

    fireEvent.change(field, { target: { value: 'Order.Maple.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Waiting for verification')).toBeTruthy();
    expect(vi.mocked(call)).toHaveBeenLastCalledWith('saveHostNames', {
      params: { restaurantId: 'demo' },
      body: { hosts: ['order.maple.ca'] },
    });

    vi.mocked(call).mockRejectedValueOnce(
      new Error('order.maple.ca already opens another restaurant. Each host name belongs to one restaurant.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check now for order.maple.ca' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'order.maple.ca already opens another restaurant. Each host name belongs to one restaurant.',
    );
  });
});
