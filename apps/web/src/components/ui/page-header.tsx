import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAppLocation } from '../../lib/location.tsx';
import { BackIcon } from './icons.tsx';
import { useInModal } from './in-modal.ts';
import styles from './page-header.module.css';

/** A screen's title with a back control (history back, or `fallback` when opened directly). */
export function PageHeader(props: { title: string; fallback?: string; children?: ReactNode; id?: string }) {
  const [, navigate] = useLocation();
  const location = useAppLocation();
  const inModal = useInModal();
  const back = () => {
    if (location.idx > 0) window.history.back();
    else navigate(props.fallback ?? '/menu');
  };
  // In a modal the dialog shows the title and closes; only extra controls remain.
  if (inModal) return props.children ? <div className={styles.header}>{props.children}</div> : null;
  return (
    <header className={styles.header}>
      <button type="button" className={styles.back} onClick={back} aria-label="Back">
        <BackIcon />
      </button>
      <h1 className={styles.title} id={props.id}>
        {props.title}
      </h1>
      {props.children}
    </header>
  );
}
