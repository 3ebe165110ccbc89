import type { ReactNode } from 'react';
import styles from './menu-hero.module.css';

/** The restaurant's welcome: its background picture (mobile or desktop artwork), logo and message. */
export function MenuHero(props: {
  name: string;
  logo: string;
  background?: string;
  backgroundMobile?: string;
  welcome?: { title: string; body: string };
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero} aria-labelledby="welcome-title">
      <picture className={styles.picture}>
        {props.background && <source media="(min-width: 768px)" srcSet={props.background} />}
        {(props.backgroundMobile ?? props.background) && (
          <img
            className={styles.background}
            src={props.backgroundMobile ?? props.background}
            alt=""
            width={750}
            height={500}
            fetchPriority="high"
          />
        )}
      </picture>
      <div className={styles.scrim} />
      <div className={styles.content}>
        <img className={styles.logo} src={props.logo} alt={props.name} width={88} height={88} />
        <div className={styles.text}>
          <h1 id="welcome-title" className={styles.title}>
            {props.welcome?.title ?? props.name}
          </h1>
          {props.welcome?.body && <p className={styles.body}>{props.welcome.body}</p>}
        </div>
        {props.children}
      </div>
    </section>
  );
}
