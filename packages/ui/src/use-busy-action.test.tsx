import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusyAction } from './use-busy-action.ts';

const describeError = (caught: unknown) => `Said: ${(caught as Error).message}`;

describe('useBusyAction', () => {
  it('is busy while the work runs and not after; success clears the last error', async () => {
    const { result } = renderHook(() => useBusyAction(describeError));
    act(() => result.current.setError('An earlier problem'));
    let finish: () => void = () => undefined;
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.error).toBeNull();
    await act(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps a failure as the message the app words for it, and is no longer busy', async () => {
    const { result } = renderHook(() => useBusyAction(describeError));
    await act(async () => {
      expect(
        await result.current.run(async () => {
          throw new Error('That email is taken');
        }),
      ).toBe(false);
    });
    expect(result.current.error).toBe('Said: That email is taken');
    expect(result.current.busy).toBe(false);
  });
});
