/**
 * A toast's kinds and shapes: the provider (toast.tsx) and its lazy list (toast-list.tsx) both
 * read them, so neither imports the other for a type.
 */
export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastInput = { type: ToastType; title: string; message?: string; duration?: number };
export type ToastItem = ToastInput & { id: number; leaving: boolean };
