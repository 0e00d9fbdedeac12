import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { withTexts } from '../../../lib/i18n.ts';
import './header-login-slot.css';

/** Where the header shows its username and password fields (auth-modals.css hides them below). */
export const headerFieldsQuery = '(min-width: 1100px)';

// with the forms' texts (a lazy namespace): the form then draws once, with its texts, where its room was kept
const HeaderLoginForm = lazy(async () => ({
  default: (await withTexts(import('./header-login-form.tsx'), 'auth')).HeaderLoginForm,
}));

/**
 * The header's login area (issue 16: a small first view). On a phone or a narrow window only the button that opens
 * the login popup — no form code at all; on a wide screen the header form, loaded after the first paint, with its
 * fields' room kept meanwhile so nothing moves when it arrives.
 */
export function HeaderLoginSlot() {
  const { t } = useTranslation('layout');
  const open = useModalStore((s) => s.open);
  const wide = useMediaQuery(headerFieldsQuery);
  const button = (
    <button type="button" className="btn btn--ghost btn--small" onClick={() => open('login')}>
      {t('header.login')}
    </button>
  );
  if (!wide) return button;
  return (
    <Suspense
      fallback={
        <div className="header-login-slot">
          <span className="header-login__placeholder" aria-hidden="true" />
          <span className="header-login__placeholder" aria-hidden="true" />
          {button}
        </div>
      }
    >
      <HeaderLoginForm />
    </Suspense>
  );
}
