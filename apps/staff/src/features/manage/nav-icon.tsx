import { Icon } from '@orderly/ui';

/** A 24×24 stroked icon from SVG path data (decorative: its link or button has the words). */
export function NavIcon({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <Icon width={size} height={size}>
      <path d={d} />
    </Icon>
  );
}
