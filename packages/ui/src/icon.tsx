import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of every line icon in both apps: a 24-unit grid, stroked in the text colour, hidden
 * from screen readers (the link or button it sits in has the words). Props override the defaults
 * (e.g. width and height for another size); the children are the icon's shapes.
 */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
