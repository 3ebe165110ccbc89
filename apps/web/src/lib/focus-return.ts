/**
 * Where keyboard focus goes back to when a dialog closes: the control that opened it. Dialogs here
 * open and close with the route, so the opener may have been rendered again meanwhile (the same
 * button, a new element): it is found again by its tag, test id and text, else focus would land at
 * the top of the page.
 */
export interface Opener {
  element: HTMLElement;
  tag: string;
  testId: string | null;
  text: string;
}

const textOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

function describe(element: Element | null): Opener | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  return {
    element,
    tag: element.tagName.toLowerCase(),
    testId: element.getAttribute('data-testid'),
    text: textOf(element),
  };
}

/** The last control focused outside a dialog: the opener when the route change has already moved focus. */
let lastOutside: Opener | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && !target.closest('[role="dialog"]')) lastOutside = describe(target);
  });
}

/** The control that opened a dialog (call as it opens), or null when nothing in particular had focus. */
export function currentOpener(): Opener | null {
  const active = document.activeElement;
  if (active && !active.closest('[role="dialog"]')) return describe(active) ?? lastOutside;
  return lastOutside;
}

function find(opener: Opener): HTMLElement | null {
  if (opener.element.isConnected) return opener.element;
  const selector = opener.testId ? `${opener.tag}[data-testid="${CSS.escape(opener.testId)}"]` : opener.tag;
  for (const candidate of document.querySelectorAll<HTMLElement>(selector)) {
    if (textOf(candidate) === opener.text && !candidate.closest('[role="dialog"]')) return candidate;
  }
  return null;
}

/** Focuses the opener once the screen under the dialog is back (a few frames at most). */
export function returnFocus(opener: Opener | null, attempts = 30): void {
  if (!opener) return;
  const target = find(opener);
  if (target) {
    target.focus({ preventScroll: true });
    return;
  }
  if (attempts > 0) requestAnimationFrame(() => returnFocus(opener, attempts - 1));
}
