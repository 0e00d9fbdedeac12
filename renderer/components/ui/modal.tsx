import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shows the close button and lets Esc close. Default true. */
  closable?: boolean;
  description?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  children?: ReactNode;
  footer?: ReactNode;
};

/**
 * The generic popup (modal-dialog.tsx, on Radix Dialog). Its code is not part of the first view (issue 16): it loads
 * when the browser is idle or at the first touch, click or key (`preloadModalCode`, app/preload.ts), and at the latest
 * when a popup opens — then the popup appears as soon as it has arrived. Once loaded, every popup renders at once.
 */
let loaded: ComponentType<ModalProps> | null = null;
let loading: Promise<{ default: ComponentType<ModalProps> }> | null = null;

export function preloadModalCode(): Promise<{ default: ComponentType<ModalProps> }> {
  loading ??= import('./modal-dialog.tsx').then(
    (module) => {
      loaded = module.ModalDialog;
      return { default: module.ModalDialog };
    },
    // a fetch that failed (the connection dropped) is tried again at the next call: the launch dialogs' retry, a
    // popup's next opening; once it has loaded, every popup renders it directly
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const LazyDialog = lazy(preloadModalCode);

export function Modal(props: ModalProps) {
  if (loaded) {
    const Dialog = loaded;
    return <Dialog {...props} />;
  }
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
