import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Sonner's light rich colours fall just short of 4.5:1 on their tinted backgrounds: a shade darker. */
const LIGHT_COLOURS = {
  '--success-text': 'hsl(140, 100%, 21%)',
  '--error-text': 'hsl(0, 100%, 37%)',
} as CSSProperties;

/** Loaded with the first toast (see lib/notify.ts). */
export default function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <Sonner
      theme={theme}
      position="top-center"
      richColors
      closeButton
      duration={2500}
      style={theme === 'light' ? LIGHT_COLOURS : undefined}
    />
  );
}
