import type { ReactNode } from 'react';

/**
 * A 24×24 line icon drawn in the text colour (stroke 2, round ends), hidden from assistive technology: the button
 * that holds it carries the name. Shapes that fill set `fill="currentColor"` themselves.
 */
export function Icon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
