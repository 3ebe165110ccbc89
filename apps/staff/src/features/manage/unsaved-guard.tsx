import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: another section of the back office, back to the
 * kitchen, or closing the tab (the browser's own question).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <div className="dialog__head">
            <Dialog.Title className="dialog__title">Leave without saving?</Dialog.Title>
            <Dialog.Description className="dialog__description">
              Your changes on this page have not been saved.
            </Dialog.Description>
          </div>
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn--big">
                Stay
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn btn--danger-solid btn--big"
              onClick={() => blocker.proceed?.()}
            >
              Leave
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
