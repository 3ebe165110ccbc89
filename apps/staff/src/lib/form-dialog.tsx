import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { returnFocusToOpener } from './focus-return.ts';

/**
 * A dialog that asks one thing and acts on it (cancel an order, close or move a tab, remove a
 * guest): its title and what it means, the choices, the refusal in words, a way back and the
 * action. Focus returns to the control that opened it.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  children,
  error,
  back,
  submit,
  danger = false,
  busy = false,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  description?: ReactNode;
  /** What to choose, between the description and the buttons. */
  children?: ReactNode;
  error?: string | null;
  /** The button that leaves without acting ("Keep order", "Cancel"). */
  back?: string;
  /** The action's button text (its busy wording while it runs). */
  submit?: string;
  danger?: boolean;
  busy?: boolean;
  onSubmit?: () => unknown;
}) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit?.();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={returnFocusToOpener}>
          <form onSubmit={send} noValidate>
            <div className="dialog__head">
              <div>
                <Dialog.Title className="dialog__title">{title}</Dialog.Title>
                <Dialog.Description className="dialog__description">{description}</Dialog.Description>
              </div>
            </div>
            {children}
            {error && (
              <p className="form-error" role="alert" style={{ marginTop: '0.75rem' }}>
                {error}
              </p>
            )}
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="btn btn--big">
                  {back ?? 'Cancel'}
                </button>
              </Dialog.Close>
              <button
                type="submit"
                className={`btn ${danger ? 'btn--danger-solid' : 'btn--primary'} btn--big`}
                disabled={busy}
              >
                {submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
