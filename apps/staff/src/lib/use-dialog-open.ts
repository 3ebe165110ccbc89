import { useSyncExternalStore } from 'react';

const anyDialog = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/** Dialogs render into the body (Radix portals): watching its children is enough to see one open or close. */
function subscribe(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Whether a dialog is open on the page now. */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, anyDialog, () => false);
}
