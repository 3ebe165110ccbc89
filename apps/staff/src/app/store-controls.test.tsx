import { makeSettings } from '@orderly/domain/testing/fixtures';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/client.tsx';
import { BusyBanner } from './busy-controls.tsx';
import { PausedBanner, StoreControls } from './store-controls.tsx';

vi.mock('../lib/client.tsx', () => ({
  call: vi.fn(),
  useServerNow: () => new Date('2026-06-10T12:00:00-07:00'),
}));

const where = { restaurantId: 'demo', locationId: 'downtown' };
const open = makeSettings({ ...where, orderOpen: true, deliveryEnabled: true, deliveryOpen: true });

function renderControls(settings = open) {
  return render(
    <>
      <StoreControls {...where} settings={settings} />
      <Toaster />
    </>,
  );
}

beforeEach(() => {
  // Toasts live in sonner's module state: an earlier test's would show again in this one's Toaster.
  toast.dismiss();
  vi.mocked(call).mockReset();
  vi.mocked(call).mockResolvedValue({});
});

describe('pausing online ordering', () => {
  it('asks first, then pauses for the length chosen and says so', async () => {
    renderControls();
    fireEvent.click(screen.getByRole('switch', { name: 'Ordering open' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pause online ordering?' });
    // Nothing is paused until a length is chosen.
    expect(call).not.toHaveBeenCalled();
    expect(
      within(dialog).getByText(
        'Customers cannot place orders, and seated guests cannot call staff from their table while ordering is paused.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause for 30 min' }));

    expect(await screen.findByText('Ordering is paused for 30 min')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('setLocationStatus', {
      body: { ...where, orderOpen: false, pauseMinutes: 30 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Until I resume" pauses without an end', async () => {
    renderControls();
    fireEvent.click(screen.getByRole('switch', { name: 'Ordering open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Until I resume' }));

    expect(await screen.findByText('Ordering is paused')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('setLocationStatus', {
      body: { ...where, orderOpen: false },
    });
  });

  it('keeps ordering open when the dialog is dismissed', async () => {
    renderControls();
    fireEvent.click(screen.getByRole('switch', { name: 'Ordering open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep ordering open' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and leaves the dialog open to try again", async () => {
    vi.mocked(call).mockRejectedValue(new Error('Only staff of this restaurant can do that.'));
    renderControls();
    fireEvent.click(screen.getByRole('switch', { name: 'Ordering open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pause for 15 min' }));

    expect(await screen.findByText('Only staff of this restaurant can do that.')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Pause online ordering?' });
    expect(within(dialog).getByRole('button', { name: 'Pause for 15 min' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('pausing delivery', () => {
  it('asks with its own words: pickup and dine-in stay open', async () => {
    renderControls();
    fireEvent.click(screen.getByRole('switch', { name: 'Delivery open' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pause delivery?' });
    expect(
      within(dialog).getByText('Customers cannot order delivery; pickup and dine-in stay open.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause for 60 min' }));

    expect(await screen.findByText('Delivery is paused for 60 min')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('setLocationStatus', {
      body: { ...where, deliveryOpen: false, pauseMinutes: 60 },
    });
  });

  it('has no switch where the location does not deliver', () => {
    renderControls(makeSettings({ ...where, deliveryEnabled: false }));
    expect(screen.getByRole('switch', { name: 'Ordering open' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Delivery/ })).toBeNull();
  });
});

describe('resuming', () => {
  it('is one tap on a paused switch, without a dialog', async () => {
    renderControls(makeSettings({ ...where, orderOpen: false }));
    const paused = screen.getByRole('switch', { name: 'Ordering paused' });
    expect(paused.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(paused);

    expect(await screen.findByText('Ordering is open')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call).toHaveBeenCalledWith('setLocationStatus', {
      body: { ...where, orderOpen: true },
    });
  });

  it('from the banner, which says when a timed pause ends by itself', async () => {
    const settings = makeSettings({
      ...where,
      timeZone: 'America/Los_Angeles',
      orderOpen: false,
      orderPausedUntil: '2026-06-10T19:30:00Z',
    });
    render(<PausedBanner {...where} settings={settings} />);

    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Online ordering is paused.');
    expect(within(banner).getByTestId('pause-until').textContent).toBe(' Resumes by itself at 12:30 PM.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Resume ordering' }));

    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setLocationStatus', {
        body: { ...where, orderOpen: true },
      }),
    );
  });

  it('shows no banner while ordering and delivery are open', () => {
    const { container } = render(<PausedBanner {...where} settings={open} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('busy mode', () => {
  it('asks how long, then one tap starts it and says so', async () => {
    vi.mocked(call).mockResolvedValue({
      busyMode: { extraMinutes: 20, asapStopped: false, until: '2026-06-10T20:00:00.000Z' },
    });
    renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Busy mode off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Busy mode' });
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('radio', { name: '1 h' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '+20 min' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setBusyMode', {
        body: { ...where, choice: 'plus20', forMinutes: 60 },
      }),
    );
    expect(await screen.findByText('Busy mode is on: +20 min')).toBeTruthy();
  });

  it('runs until closing time when chosen (no minutes sent)', async () => {
    renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Busy mode off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Busy mode' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Until close' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scheduled orders only' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setBusyMode', { body: { ...where, choice: 'scheduledOnly' } }),
    );
  });

  it('while on: the bar and the banner say so, with its end, and one tap ends it', async () => {
    const busy = makeSettings({
      ...where,
      busyMode: { extraMinutes: 0, asapStopped: true, until: '2026-06-10T12:45:00-07:00' },
    });
    render(
      <>
        <StoreControls {...where} settings={busy} />
        <BusyBanner {...where} settings={busy} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Busy mode on: Scheduled orders only' })).toBeTruthy();
    const banner = screen.getByTestId('busy-banner');
    expect(banner.textContent).toContain('Customers can order only for later, not ASAP.');
    expect(banner.textContent).toContain('Ends by itself at 12:45 PM.');
    fireEvent.click(within(banner).getByRole('button', { name: 'End busy mode' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setBusyMode', { body: { ...where, choice: 'off' } }),
    );
  });

  it('an ended busy mode shows nothing', () => {
    const ended = makeSettings({
      ...where,
      busyMode: { extraMinutes: 20, asapStopped: false, until: '2026-06-10T11:59:00-07:00' },
    });
    render(<BusyBanner {...where} settings={ended} />);
    expect(screen.queryByTestId('busy-banner')).toBeNull();
  });
});
