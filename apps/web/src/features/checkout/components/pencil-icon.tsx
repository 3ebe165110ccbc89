import { Icon, type IconProps } from '@orderly/ui';

/** The edit icon of the applied promo code. */
export function PencilIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z" />
      <path d="m13.5 6.5 4 4" />
    </Icon>
  );
}
