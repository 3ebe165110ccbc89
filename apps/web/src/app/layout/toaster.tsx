import { Toaster as Sonner } from 'sonner';

/** Loaded after the first screen: toasts are never needed before the first tap. */
export default function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return <Sonner theme={theme} position="top-center" richColors closeButton duration={2500} />;
}
