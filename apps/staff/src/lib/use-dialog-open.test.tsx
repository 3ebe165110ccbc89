import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogOpen } from './use-dialog-open.ts';

afterEach(() => {
  for (const node of document.querySelectorAll('[data-test-dialog]')) node.remove();
});

describe('useDialogOpen', () => {
  it('follows a dialog put into the page and taken away', async () => {
    const { result } = renderHook(() => useDialogOpen());
    expect(result.current).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.dataset.testDialog = '';
    await act(async () => {
      document.body.append(dialog);
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
    await act(async () => {
      dialog.remove();
      await Promise.resolve();
    });
    expect(result.current).toBe(false);
  });
});
