import { TOAST_DURATION_MS } from '@portico/domain/constants';
import { createStore, useStore } from './create-store';
import tones from '../ui/tone.module.css';
import styles from './toast.module.css';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';
export type Toast = { readonly id: string; readonly kind: ToastKind; readonly message: string };
export type ToastOptions = {
  /** A fixed id: showing a toast with an id already on screen replaces it instead of stacking. */
  id?: string;
  /** Defaults to 5 s (spec: toasts last 5 seconds). */
  durationMs?: number;
};

const store = createStore<readonly Toast[]>([]);
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  store.set((toasts) =>
    toasts.some((t) => t.id === id) ? toasts.filter((t) => t.id !== id) : toasts,
  );
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `${kind}:${message}`;
  const existing = timers.get(id);
  if (existing !== undefined) clearTimeout(existing);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_DURATION_MS),
  );
  store.set((toasts) => {
    const next: Toast = { id, kind, message };
    return toasts.some((t) => t.id === id)
      ? toasts.map((t) => (t.id === id ? next : t))
      : [...toasts, next];
  });
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
};

/** Removes every toast (tests, logout). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  store.set([]);
}

export function useToasts(): readonly Toast[] {
  return useStore(store);
}

const KIND_LABEL: Record<ToastKind, string> = {
  success: 'Success',
  info: 'Information',
  warning: 'Warning',
  error: 'Error',
};

/** Top-centre stack of toasts; a polite live region so screen readers hear each one. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className={styles.toaster} role="status" aria-live="polite" aria-relevant="additions text">
      {toasts.map((t) => (
        <div key={t.id} className={`${styles.toast} ${tones[t.kind]}`} data-toast-id={t.id}>
          <span className="visually-hidden">{KIND_LABEL[t.kind]}: </span>
          <span className={styles.message}>{t.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss notification"
            onClick={() => dismissToast(t.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
