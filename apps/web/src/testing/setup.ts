import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

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

/** Whether a test ended with a toast on screen (sonner removes one on a timer, 200 ms after it closes). */
let toastsShown = false;

afterEach(() => {
  if (document.querySelector('[data-sonner-toast]')) toastsShown = true;
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`console.error: ${errors.map((args) => args.join(' ')).join('\n')}`);
});

// A toast that was closing when its test ended is removed by sonner's timer even after the Toaster
// is gone; that update needs the page's window, so the file waits for it before the environment is
// torn down (on a busy machine the timer fired after it: "window is not defined", a failed run).
afterAll(async () => {
  if (toastsShown) await new Promise((resolve) => setTimeout(resolve, 300));
});
