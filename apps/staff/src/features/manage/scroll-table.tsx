import type { ReactNode } from 'react';

/**
 * A table wider than a phone: it scrolls sideways inside a labelled region instead of widening the
 * page (the region is named so a screen reader says what scrolls; its fields take the focus).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="mscroll" aria-label={label}>
      {children}
    </section>
  );
}
