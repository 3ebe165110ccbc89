import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef, useState } from 'react';
import { currentOpener, returnFocus } from '../../lib/focus-return.ts';
import styles from './dialog.module.css';
import { TimesIcon } from './icons.tsx';

/** A modal over the current screen (desktop product and accessories), built on Radix Dialog. */
export function Dialog(props: {
  title: string;
  /** Hide the title visually when the content shows its own heading. */
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: 'regular' | 'wide';
  /**
   * Open on the close control instead of the first field: for content whose first field is a
   * choice the person has not reached yet (the product's options), so the dialog's name is read
   * and Tab goes on into the content. Forms keep their first field.
   */
  focusClose?: boolean;
}) {
  // The control that opened the dialog gets focus back when it closes (issue 17).
  const [opener] = useState(currentOpener);
  const close = useRef<HTMLButtonElement>(null);
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${props.size === 'wide' ? styles.wide : ''}`}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            if (!props.focusClose) return;
            event.preventDefault();
            close.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener);
          }}
        >
          <RadixDialog.Title className={props.hideTitle ? 'visually-hidden' : styles.title}>
            {props.title}
          </RadixDialog.Title>
          {props.children}
          <RadixDialog.Close ref={close} className={styles.close} aria-label="Close">
            <TimesIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
