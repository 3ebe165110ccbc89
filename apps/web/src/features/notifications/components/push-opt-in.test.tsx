import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/client.ts';
import { type PushOrderRef, pushStateOf, turnPushOff, turnPushOn } from '../push-browser.ts';
import { PushOptIn } from './push-opt-in.tsx';

vi.mock('../push-browser.ts', () => ({ pushStateOf: vi.fn(), turnPushOn: vi.fn(), turnPushOff: vi.fn() }));

const order: PushOrderRef = {
  order: { kind: 'tracking', token: 't'.repeat(43) },
  restaurantId: 'demo',
  orderNumber: 1042,
};
const said = () => screen.getByTestId('push-opt-in-state').textContent;

beforeEach(() => {
  vi.mocked(pushStateOf).mockReset();
  vi.mocked(turnPushOn).mockReset();
  vi.mocked(turnPushOff).mockReset();
});

describe('the push opt-in control', () => {
  it('asks the browser nothing until the diner presses the button, then says it is on and keeps focus', async () => {
    vi.mocked(pushStateOf).mockReturnValue('off');
    vi.mocked(turnPushOn).mockResolvedValue('on');
    render(<PushOptIn order={order} />);
    expect(screen.getByRole('heading', { name: 'Tell me when it’s ready' })).toBeTruthy();
    expect(said()).toBe(
      'Get a notification on this device when your order is confirmed, ready or running late.',
    );
    expect(turnPushOn).not.toHaveBeenCalled();

    const button = screen.getByRole('button', { name: 'Turn on notifications' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Turn notifications off' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(said()).toBe('Notifications are on for this order on this device.');
    expect(turnPushOn).toHaveBeenCalledWith(order);

    vi.mocked(turnPushOff).mockResolvedValue('off');
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBe(button);
    expect(turnPushOff).toHaveBeenCalledWith(order);
  });

  it("shows the server's sentence when it refuses", async () => {
    vi.mocked(pushStateOf).mockReturnValue('off');
    vi.mocked(turnPushOn).mockRejectedValue(
      new ApiError(409, 'Sorry, this order already sends notifications to 5 browsers.'),
    );
    render(<PushOptIn order={order} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, this order already sends notifications to 5 browsers.',
    );
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });

  it('says when the browser blocks notifications or cannot show them, with no button', () => {
    vi.mocked(pushStateOf).mockReturnValue('blocked');
    const { unmount } = render(<PushOptIn order={order} />);
    expect(said()).toMatch(/^Notifications are blocked for this site\./);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    vi.mocked(pushStateOf).mockReturnValue('unsupported');
    render(<PushOptIn order={order} />);
    expect(said()).toBe('This browser cannot show notifications from this site.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
