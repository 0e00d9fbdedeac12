import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport.ts';

function Probe() {
  const [near, ref] = useNearViewport('100px');
  return (
    <div ref={ref} data-testid="probe">
      {near ? 'near' : 'far'}
    </div>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is near once the element comes within the margin, and stays so', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    const options: unknown[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, init: unknown) {
          report = callback;
          options.push(init);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('far');
    expect(options).toEqual([{ rootMargin: '100px' }]);
    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.getByTestId('probe')).toHaveTextContent('far');
    act(() => report?.([{ isIntersecting: true }]));
    expect(screen.getByTestId('probe')).toHaveTextContent('near');
    expect(disconnect).toHaveBeenCalled();
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('near');
  });
});
