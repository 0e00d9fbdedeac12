import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path (`/member?tab=…`, `/help#term`), or an absolute address, which is left to the browser. */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** `https:`, `mailto:`, `//host`: an address outside the app, as React Router's own Link tells them apart. */
const absoluteAddress = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The app's link: an `<a href>` whose plain click moves inside the app (React Router's `useHref` and
 * `useLinkClickHandler`, the hooks it offers for building a link), while a click with a modifier, a middle click, a
 * `target` and an address outside the app behave as the browser's. React Router's own `<Link>` also carries its
 * framework mode's route prefetching and server-component error handling, which a declarative router never runs but
 * every page downloaded (2.0 kB gzip of the first view; issue 16). ESLint keeps the app on this one.
 */
export function Link({ to, replace, target, onClick, ref, children, ...rest }: LinkProps) {
  const outside = absoluteAddress.test(to);
  // hooks run on every render; an address outside the app gives them the current page, which nothing uses
  const href = useHref(outside ? '.' : to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(outside ? '.' : to, { replace, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={outside ? to : href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!outside && !event.defaultPrevented) follow(event);
      }}
    >
      {children}
    </a>
  );
}
