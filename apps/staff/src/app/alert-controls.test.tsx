import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SoundButton } from './alert-controls.tsx';

vi.mock('../lib/chime.ts', () => ({
  audioReady: () => false,
  unlockAudio: vi.fn(async () => true),
  playChime: vi.fn(),
}));

describe('the sound nudge of a new board', () => {
  it('unlocks sound on the first tap without moving the board under it: the tapped button still gets its click', async () => {
    const resume = vi.fn();
    render(
      <>
        <SoundButton on onChange={() => {}} />
        <button type="button" onClick={resume}>
          Resume ordering
        </button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Tap to enable sound' })).toBeTruthy();
    const target = screen.getByRole('button', { name: 'Resume ordering' });
    // The press changes nothing on screen (the shorter label reflowed the top bar on the press, so
    // the release landed elsewhere and the click was lost)...
    fireEvent.pointerDown(target);
    fireEvent.mouseDown(target);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'Tap to enable sound' })).toBeTruthy();
    // ...the click reaches the button, and then sound is on.
    fireEvent.click(target);
    expect(resume).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sound on' })).toBeTruthy());
  });
});
