export { Icon, type IconProps } from './icon.tsx';
