/**
 * Toasts through sonner, loaded on first use so the menu's first load stays small. The Toaster
 * itself is mounted lazily by the app layout.
 */
export function notifySuccess(message: string): void {
  void import('sonner').then(({ toast }) => toast.success(message));
}

export function notifyError(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message));
}
