import type { ReactNode } from 'react';
import styles from './status-page.module.css';

/** A centred full-page message: 404, errors, "pick a restaurant". */
export function StatusPage(props: {
  image?: string | null;
  imageAlt?: string;
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main className={styles.page} id="main">
      {props.image && (
        <img className={styles.image} src={props.image} alt={props.imageAlt ?? ''} width={320} height={240} />
      )}
      <h1 className={styles.title}>{props.title}</h1>
      {props.body && <div className={styles.body}>{props.body}</div>}
      {props.actions && <div className={styles.actions}>{props.actions}</div>}
    </main>
  );
}
