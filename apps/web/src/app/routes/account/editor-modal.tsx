import { type ReactNode, Suspense } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { InModalContext } from '../../../components/ui/in-modal.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import styles from './editor-modal.module.css';

/** An account editor (card, address, contact) shown as a dialog over the checkout on desktop. */
export function EditorModal(props: { title: string; children: ReactNode }) {
  return (
    <Dialog title={props.title} onClose={() => window.history.back()}>
      <InModalContext.Provider value>
        <div className={styles.body}>
          <Suspense fallback={<Spinner />}>{props.children}</Suspense>
        </div>
      </InModalContext.Provider>
    </Dialog>
  );
}
