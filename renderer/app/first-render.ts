import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * The app's first render, as a transition (issue 16): React draws the page in slices of ~5 ms and lets the browser
 * run between them (input, a frame, an answer), where a first render at default priority was one task of ~25 ms of
 * this machine's CPU, ~100 ms at a phone's. Nothing is drawn before it anyway: the page shell stays up until the app's
 * first commit replaces it.
 */
export function renderFirstView(root: Root, app: ReactNode): void {
  startTransition(() => root.render(app));
}
