import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { useDrawnData, type QueryAnswer } from './use-drawn-data.ts';

function Probe({
  answer,
  renders,
  deferFirst = false,
}: {
  answer: QueryAnswer<string[]>;
  renders: string[];
  deferFirst?: boolean;
}) {
  const { data, loading } = useDrawnData(answer, { deferFirst });
  const state = loading ? 'loading' : data ? data.join(',') : 'failed';
  renders.push(state);
  return <p data-testid="probe">{state}</p>;
}

const waiting: QueryAnswer<string[]> = { data: undefined, isError: false };

describe('useDrawnData', () => {
  it('is loading until the answer is drawn, then gives it', () => {
    const renders: string[] = [];
    const { rerender } = render(<Probe answer={waiting} renders={renders} />);
    expect(screen.getByTestId('probe')).toHaveTextContent('loading');
    act(() => rerender(<Probe answer={{ data: ['a', 'b'], isError: false }} renders={renders} />));
    expect(screen.getByTestId('probe')).toHaveTextContent('a,b');
    // the urgent render after the answer still shows the skeleton (deferred data not drawn yet): never an empty state
    expect(renders).toEqual(['loading', 'loading', 'a,b']);
  });

  it('is not loading once the query has failed without an answer', () => {
    const renders: string[] = [];
    const { rerender } = render(<Probe answer={waiting} renders={renders} />);
    act(() => rerender(<Probe answer={{ data: undefined, isError: true }} renders={renders} />));
    expect(screen.getByTestId('probe')).toHaveTextContent('failed');
  });

  it('keeps the drawn answer while a newer one is drawn in a transition', () => {
    const renders: string[] = [];
    const { rerender } = render(<Probe answer={{ data: ['a'], isError: false }} renders={renders} />);
    renders.length = 0;
    act(() =>
      startTransition(() => rerender(<Probe answer={{ data: ['b'], isError: false }} renders={renders} />)),
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('b');
    expect(renders).not.toContain('loading');
  });

  it('draws an answer there at the first render at once, or after a first skeleton with deferFirst', () => {
    const answered = { data: ['a'], isError: false };
    const renders: string[] = [];
    render(<Probe answer={answered} renders={renders} />);
    expect(renders).toEqual(['a']);
    const deferred: string[] = [];
    render(<Probe answer={answered} renders={deferred} deferFirst />);
    expect(deferred).toEqual(['loading', 'a']);
    // with nothing to draw yet, deferFirst changes nothing: the answer comes as a transition when it arrives
    const waited: string[] = [];
    const { rerender } = render(<Probe answer={waiting} renders={waited} deferFirst />);
    act(() => rerender(<Probe answer={answered} renders={waited} deferFirst />));
    expect(waited.at(-1)).toBe('a');
    expect(waited.slice(0, -1).every((state) => state === 'loading')).toBe(true);
  });

  it('draws an answer that is null as an answer, not as loading', () => {
    function NullProbe({ answer }: { answer: QueryAnswer<null> }) {
      const { data, loading } = useDrawnData(answer, { deferFirst: true });
      return <p data-testid="null-probe">{loading ? 'loading' : String(data)}</p>;
    }
    render(<NullProbe answer={{ data: null, isError: false }} />);
    expect(screen.getByTestId('null-probe')).toHaveTextContent('null');
  });
});
