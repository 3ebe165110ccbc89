/**
 * Where keyboard focus goes when a dialog closes. The staff app's dialogs open from state (a tap
 * on an order card, an Edit button), not from a Radix Dialog.Trigger, so Radix has no trigger to
 * give focus back to and it fell on the page body. The last control focused outside any dialog is
 * the one that opened it (also when one dialog hands over to another: details, then cancel).
 */
let lastOutside: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest('[role="dialog"], [role="alertdialog"]')) {
      lastOutside = target;
    }
  });
}

/** For Dialog.Content's onCloseAutoFocus: focus back on the control that opened the dialog. */
export function returnFocusToOpener(event: Event): void {
  event.preventDefault();
  if (lastOutside?.isConnected) lastOutside.focus({ preventScroll: true });
}
