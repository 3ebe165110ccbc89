import { type CSSProperties, useState } from 'react';
import styles from './brand-image.module.css';

/**
 * An image in a box of fixed proportions, so nothing moves when it arrives. While it loads, or if
 * it is missing, the box shows a soft brand-tinted surface with the item's initial.
 */
export function BrandImage(props: {
  src: string | null | undefined;
  alt: string;
  /** width / height, e.g. 4 / 3. */
  ratio: number;
  /** Intrinsic size hints for the browser. */
  width: number;
  className?: string;
  priority?: boolean;
  /** Text for the placeholder initial (defaults to the alt text). */
  label?: string;
}) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const initial = (props.label ?? props.alt).trim().charAt(0).toUpperCase();
  const style = { aspectRatio: String(props.ratio) } as CSSProperties;
  const showImage = props.src && !failed;
  return (
    <div className={`${styles.frame} ${props.className ?? ''}`} style={style}>
      {!loaded && (
        <span className={styles.placeholder} aria-hidden="true">
          {initial}
        </span>
      )}
      {showImage && (
        <img
          className={styles.image}
          data-loaded={loaded}
          src={props.src ?? undefined}
          alt={props.alt}
          width={props.width}
          height={Math.round(props.width / props.ratio)}
          loading={props.priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={props.priority ? 'high' : undefined}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
