import { describe, expect, it, vi } from 'vitest';

// the app's start, with its steps stubbed: what runs while the bundle is evaluated, and what in the tasks after it
const calls = vi.hoisted(() => [] as string[]);
vi.mock('react-dom/client', () => ({
  createRoot: () => {
    calls.push('createRoot');
    return { render: () => undefined, unmount: () => undefined };
  },
}));
vi.mock('./preload.ts', () => ({
  preloadScreenFor: (path: string, isLogin?: boolean | null) =>
    calls.push(`preloadScreenFor ${path} ${isLogin}`),
  prefetchFirstView: () => Promise.resolve(),
  preloadAfterFirstView: () => undefined,
}));
vi.mock('./bootstrap.ts', () => ({ bootstrap: () => calls.push('bootstrap') }));
vi.mock('./pwa.ts', () => ({ registerServiceWorker: () => undefined }));
vi.mock('./first-render.ts', () => ({ renderFirstView: () => calls.push('render') }));
vi.mock('./served-first-view.ts', () => ({
  readServedFirstView: () => null,
  shellPicturePainted: () => Promise.resolve(),
  takeServedFirstView: () => undefined,
}));
vi.mock('./app.tsx', () => ({ App: () => null }));
// each step's task, as a mark among the steps
vi.mock('../lib/next-task.ts', () => ({
  nextTask: () => {
    calls.push('next task');
    return new Promise((resolve) => setTimeout(resolve, 0));
  },
}));

describe('the app’s start (issue 16: the bundle’s evaluation is the longest task of the start)', () => {
  it('does nothing while the bundle is evaluated: the screen’s loading and React’s root come after', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/promotions');
    await import('./main.tsx');
    // the evaluation only asks for the next task
    expect(calls).toEqual(['next task']);
    await vi.waitFor(() => expect(calls).toContain('render'));
    // the screen asked for before the session is read, and again once it is (a page for members only waits for it),
    // each step in a task of its own: a visitor's login popup's code is not asked for in the start's task
    expect(calls).toEqual([
      'next task',
      'preloadScreenFor /promotions null',
      'next task',
      'bootstrap',
      'next task',
      'preloadScreenFor /promotions undefined',
      'next task',
      'next task',
      'createRoot',
      'render',
    ]);
  });
});
