import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/*
 * Each test starts from an empty page and storage, and a React warning (console.error) fails the
 * test instead of scrolling by.
 */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`console.error: ${errors.map((args) => args.join(' ')).join('\n')}`);
});
