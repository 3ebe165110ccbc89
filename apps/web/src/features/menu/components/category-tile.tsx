import type { ReactNode } from 'react';
import { BrandImage } from '../../../components/ui/brand-image.tsx';
import { usePendingTap } from '../use-pending-tap.ts';
import styles from './category-tile.module.css';

/** A tile of the menu grid: a category (with its picture) or a pseudo-category (with an icon). */
export function CategoryTile(props: {
  name: string;
  imageUrl?: string | null;
  icon?: ReactNode;
  selected?: boolean;
  onSelect: () => void;
  priority?: boolean;
  testId?: string;
  /**
   * The address of the screen the tap opens (phone): the tile shows as working until that screen is
   * there, and the screen's chunk starts loading on pointerdown (`data-opens`, prefetch-screens.ts).
   */
  opensScreen?: string | false;
}) {
  const [pending, tapped] = usePendingTap();
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={() => {
        // One tap is enough: a second while the screen loads does nothing.
        if (pending) return;
        if (props.opensScreen) tapped();
        props.onSelect();
      }}
      aria-busy={pending || undefined}
      aria-pressed={props.selected === undefined ? undefined : props.selected}
      data-testid={props.testId ?? 'category-tile'}
      data-opens={props.opensScreen || undefined}
    >
      {props.icon ? (
        <span className={styles.iconFrame} aria-hidden="true">
          {props.icon}
        </span>
      ) : (
        <BrandImage
          className={styles.image}
          src={props.imageUrl}
          alt=""
          label={props.name}
          ratio={4 / 3}
          width={320}
          priority={props.priority}
        />
      )}
      <span className={styles.name}>{props.name}</span>
    </button>
  );
}
