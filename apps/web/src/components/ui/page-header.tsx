import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BackIcon } from './icons.tsx';
import styles from './page-header.module.css';

/** A screen's title with a back control (history back, or `fallback` when opened directly). */
export function PageHeader(props: { title: string; fallback?: string; children?: ReactNode; id?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(props.fallback ?? '/menu');
  };
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
