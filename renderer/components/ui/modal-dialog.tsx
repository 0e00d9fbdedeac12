import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from './modal.tsx';
import './modal.css';

/**
 * The generic popup (spec §2, §4): never closed by a click outside, optional close button, page scroll locked and
 * restored, focus trapped and given back to the opener, Esc closes only a closable modal. Radix Dialog does the
 * focus trap, scroll lock and aria wiring; the title is required because it is the dialog's accessible name.
 */

/**
 * The element that had focus before the first of a chain of popups opened (login ⇄ register replace each other):
 * focus goes back there when the last one closes. Radix returns focus only to a Dialog.Trigger, and ours are opened
 * from anywhere through the modal store.
 */
let opener: HTMLElement | null = null;

function rememberOpener(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]'))
    opener = active;
}

/**
 * The popup takes the focus once the frame that draws it is done, on itself (its title and text are read first; Tab
 * goes on to its first control): the focus needs the page's layout, and taken at once, as Radix does, it added the
 * popup's whole layout to the task that drew it, ~25 ms here, ~100 ms at a phone's CPU when the notices open with the
 * home page (issue 16). Taken in the frame's callback, it forced that layout ahead of the frame's own in one task of
 * ~26 ms; after it (a timeout set in the frame), the frame lays the popup out and the focus finds it done (~17 + ~2 ms).
 * A control the popup focused itself keeps the focus.
 */
function focusAfterFrame(event: Event): void {
  rememberOpener();
  event.preventDefault();
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (content.isConnected && !content.contains(document.activeElement)) content.focus();
    }, 0),
  );
}

function restoreFocus(): void {
  if (document.querySelector('[role="dialog"]')) return;
  if (opener?.isConnected) opener.focus();
  opener = null;
}

export function ModalDialog({
  open,
  onClose,
  title,
  closable = true,
  description,
  size = 'medium',
  children,
  footer,
}: ModalProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {/* the page's body named at once: Radix otherwise draws the popup in a second, synchronous pass after
          the first one has committed, in the same task as its focus and scroll lock (issue 16) */}
      <Dialog.Portal container={globalThis.document?.body}>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal--${size}`}
          onOpenAutoFocus={focusAfterFrame}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (!closable) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            {closable ? (
              <Dialog.Close className="modal__close" aria-label={t('modal.close')}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Dialog.Close>
            ) : null}
          </header>
          {description ? (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          ) : null}
          <div className="modal__body">{children}</div>
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
