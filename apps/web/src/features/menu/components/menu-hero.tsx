import type { ReactNode } from 'react';
import styles from './menu-hero.module.css';

/**
 * The restaurant's welcome: its menu band picture, logo and message. The band shows the uploaded
 * "Menu header" on every screen when there is one; otherwise the background (the phone artwork on
 * phones, the desktop one above 767 px).
 */
export function MenuHero(props: {
  name: string;
  logo: string;
  header?: string;
  background?: string;
  backgroundMobile?: string;
  welcome?: { title: string; body: string };
  children?: ReactNode;
}) {
  const wide = props.header ?? props.background;
  const narrow = props.header ?? props.backgroundMobile ?? props.background;
  return (
    <section className={styles.hero} aria-labelledby="welcome-title">
      <picture className={styles.picture}>
        {wide && wide !== narrow && <source media="(min-width: 768px)" srcSet={wide} />}
        {narrow && (
          <img
            className={styles.background}
            data-testid="menu-band-picture"
            src={narrow}
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
