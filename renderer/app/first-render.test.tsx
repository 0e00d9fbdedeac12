import { afterEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { renderFirstView } from './first-render.ts';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
});

/** Keeps the processor for `ms` milliseconds. */
function keepProcessor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a slow part
  }
}

/** A part that takes longer to draw than React's slice (5 ms). */
function Busy({ index, drawn }: { index: number; drawn: number[] }) {
  keepProcessor(6);
  drawn.push(index);
  return <li>{index}</li>;
}

describe('the first render', () => {
  it('is drawn in slices: a task queued after it runs before the last part is drawn', async () => {
    const drawn: number[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    renderFirstView(
      root,
      <ul>
        {Array.from({ length: 8 }, (_, index) => (
          <Busy key={index} index={index} drawn={drawn} />
        ))}
      </ul>,
    );
    const drawnBeforeTask = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(drawn.length), 0),
    );
    // one task at default priority would have drawn all eight parts before the queued task ran
    expect(drawnBeforeTask).toBeLessThan(8);
    await expect.poll(() => container.querySelectorAll('li').length, { timeout: 2000 }).toBe(8);
    container.remove();
  });
});
