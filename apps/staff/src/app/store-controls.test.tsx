import { makeSettings } from '@orderly/domain/testing/fixtures';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/client.tsx';
import { PausedBanner, StoreControls } from './store-controls.tsx';

vi.mock('../lib/client.tsx', () => ({ call: vi.fn() }));

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
