export { Icon, type IconProps } from './icon.tsx';
export { useBusyAction } from './use-busy-action.ts';
