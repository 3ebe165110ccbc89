import { type RefObject, useEffect, useRef } from 'react';

/**
 * A screen the person arrives at after an action (an order placed, a sign-in): it opens at its
 * top with keyboard focus on its heading (give the heading tabIndex={-1}), so neither the scroll of
 * the screen before nor a focus left on the page body carries over.
 */
export function useArrivalFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}

/**
 * After an action that navigates on (signing in), focus goes to the next screen's heading once it
 * has shown, instead of staying on the page body where the form was. It waits for a heading other
 * than the one shown now (the next screen's code may still load) and leaves focus alone when the
 * person has put it somewhere themselves meanwhile.
 */
export function focusNextHeading(timeoutMs = 5000): void {
  const before = document.querySelector('#main h1');
  const started = performance.now();
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading && heading !== before) {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return;
    }
    if (performance.now() - started < timeoutMs) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
