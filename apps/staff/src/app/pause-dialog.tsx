import * as Dialog from '@radix-ui/react-dialog';
import './pause-dialog.css';
import { returnFocusToOpener } from '../lib/focus-return.ts';
import { TIMED_LENGTHS } from './timed-lengths.ts';

export type PauseKey = 'orderOpen' | 'deliveryOpen';

/** How long a pause lasts: minutes, or null for until staff resume. */
export type PauseLength = number | null;

/**
 * Pausing asks first, and offers a pause that ends by itself. A paused store also closes service
 * requests (SPEC.md), so the ordering pause says seated guests cannot call staff meanwhile.
 */
export function PauseDialog({
  pausing,
  busy,
  onPause,
  onClose,
}: {
  pausing: PauseKey | null;
  busy: boolean;
  onPause: (length: PauseLength) => void;
  onClose: () => void;
}) {
  const ordering = pausing === 'orderOpen';
  return (
    <Dialog.Root open={pausing !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog pause-dialog"
          data-testid="pause-dialog"
          onCloseAutoFocus={returnFocusToOpener}
        >
          <div className="dialog__head">
            <div>
              <Dialog.Title className="dialog__title">
                {ordering ? 'Pause online ordering?' : 'Pause delivery?'}
              </Dialog.Title>
              <Dialog.Description className="dialog__description">
                {ordering
                  ? 'Customers cannot place orders, and seated guests cannot call staff from their table while ordering is paused.'
                  : 'Customers cannot order delivery; pickup and dine-in stay open.'}
              </Dialog.Description>
            </div>
          </div>
          <div className="pause-dialog__choices">
            {TIMED_LENGTHS.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className="btn btn--warn btn--big"
                disabled={busy}
                onClick={() => onPause(minutes)}
              >
                Pause for {minutes} min
              </button>
            ))}
            <button type="button" className="btn btn--big" disabled={busy} onClick={() => onPause(null)}>
              Until I resume
            </button>
          </div>
          <div className="dialog__actions">
            <Dialog.Close className="btn btn--big">
              {ordering ? 'Keep ordering open' : 'Keep delivery open'}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
