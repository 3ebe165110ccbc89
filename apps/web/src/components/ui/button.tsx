import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export function Button({
  variant = 'primary',
  block = false,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean }) {
  return (
    <button
      type={type}
      className={`${styles.button} ${styles[variant]} ${block ? styles.block : ''} ${className ?? ''}`}
      {...props}
    />
  );
}

/** Class names for links styled as buttons. */
export function buttonClass(variant: Variant = 'primary', block = false): string {
  return `${styles.button} ${styles[variant]} ${block ? styles.block : ''}`;
}
