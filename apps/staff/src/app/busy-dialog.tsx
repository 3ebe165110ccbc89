import { BUSY_CHOICES, type BusyChoice } from '@orderly/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import './pause-dialog.css';
import { returnFocusToOpener } from '../lib/focus-return.ts';
import { TIMED_LENGTHS, timedLengthLabel } from './timed-lengths.ts';

/** How long busy mode lasts: minutes, or null for until closing time. */
export type BusyLength = number | null;

const CHOICE_LABELS: Record<BusyChoice, string> = {
  plus10: '+10 min',
  plus20: '+20 min',
  plus30: '+30 min',
  scheduledOnly: 'Scheduled orders only',
};

/**
 * Busy mode asks how long (the pause's lengths, or until closing time), then one tap on what it
 * does starts it. While it is on, the same dialog ends it.
 */
export function BusyDialog({
  open,
  busy,
  active,
  onStart,
  onEnd,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  /** Busy mode is on now: the dialog offers to end it. */
  active: boolean;
  onStart: (choice: BusyChoice, length: BusyLength) => void;
  onEnd: () => void;
  onClose: () => void;
}) {
  const [length, setLength] = useState<BusyLength>(30);
  const lengths: BusyLength[] = [...TIMED_LENGTHS, null];
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog pause-dialog"
          data-testid="busy-dialog"
          onCloseAutoFocus={returnFocusToOpener}
        >
          <div className="dialog__head">
            <div>
              <Dialog.Title className="dialog__title">Busy mode</Dialog.Title>
              <Dialog.Description className="dialog__description">
                Every new order is promised later, or only orders for later are taken. Customers see it before
                they order. It ends by itself.
              </Dialog.Description>
            </div>
          </div>
          <fieldset className="busy-dialog__group busy-dialog__lengths">
            <legend>How long</legend>
            {lengths.map((minutes) => (
              <label key={minutes ?? 'close'} className="busy-dialog__length">
                <input
                  type="radio"
                  name="busy-length"
                  checked={length === minutes}
                  onChange={() => setLength(minutes)}
                />
                {minutes === null ? 'Until close' : timedLengthLabel(minutes)}
              </label>
            ))}
          </fieldset>
          <fieldset className="busy-dialog__group">
            <legend>Then start it</legend>
            <div className="pause-dialog__choices">
              {BUSY_CHOICES.map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className="btn btn--warn btn--big"
                  disabled={busy}
                  onClick={() => onStart(choice, length)}
                >
                  {CHOICE_LABELS[choice]}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="dialog__actions">
            {active && (
              <button type="button" className="btn btn--go btn--big" disabled={busy} onClick={onEnd}>
                End busy mode
              </button>
            )}
            <Dialog.Close className="btn btn--big">{active ? 'Keep it on' : 'Cancel'}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
