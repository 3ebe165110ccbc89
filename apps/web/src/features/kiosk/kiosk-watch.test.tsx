import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KioskWatch } from './kiosk-watch.tsx';

const reset = vi.hoisted(() => ({ startOver: vi.fn() }));
vi.mock('./kiosk-reset.ts', () => reset);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  reset.startOver.mockClear();
});
afterEach(() => vi.useRealTimers());

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('a kiosk left alone', () => {
  it('asks "Still there?" 15 seconds before starting over, then starts over at a minute', () => {
    render(<KioskWatch watching />);
    pass(44_000);
    expect(screen.queryByRole('dialog', { name: 'Still there?' })).toBeNull();
    pass(1_000);
    const dialog = screen.getByRole('dialog', { name: 'Still there?' });
    expect(dialog.textContent).toContain('starts over in 15 seconds');
    expect(reset.startOver).not.toHaveBeenCalled();
    pass(14_000);
    expect(dialog.textContent).toContain('starts over in 1 second and');
    pass(1_000);
    expect(reset.startOver).toHaveBeenCalledTimes(1);
  });

  it("keeps a slow customer's order: a touch during the warning, or I'M STILL HERE, starts the minute again", () => {
    render(<KioskWatch watching />);
    pass(50_000);
    fireEvent.click(screen.getByRole('button', { name: "I'M STILL HERE" }));
    expect(screen.queryByRole('dialog', { name: 'Still there?' })).toBeNull();
    pass(44_000);
    fireEvent.pointerDown(document.body);
    pass(44_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reset.startOver).not.toHaveBeenCalled();
  });

  it('START OVER forgets the customer at once', () => {
    render(<KioskWatch watching />);
    pass(46_000);
    fireEvent.click(screen.getByRole('button', { name: 'START OVER' }));
    expect(reset.startOver).toHaveBeenCalledTimes(1);
  });

  it('does nothing where there is nothing to forget', () => {
    render(<KioskWatch watching={false} />);
    pass(120_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reset.startOver).not.toHaveBeenCalled();
  });
});
