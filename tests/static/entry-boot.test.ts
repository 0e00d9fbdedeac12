import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  entryBootFallbackMs,
  entryBootScript,
  entryBootScriptHash,
  entryMetaName,
} from '../../shared/constants/entry-boot.ts';
import { fakePaintTiming } from './fake-paint-timing.ts';

type Element = { tag: string; [key: string]: unknown };

/**
 * A document as far as the boot script reads it: its state, the entry note, the head, one event; the browser's frames
 * and its Paint Timing (or none).
 */
function fakePage(options: { loading: boolean; note: Record<string, string> | null; paintTiming?: boolean }) {
  const paints = fakePaintTiming({ supported: options.paintTiming ?? true });
  const added: Element[] = [];
  const frames: (() => void)[] = [];
  let parsed: (() => void) | null = null;
  const document = {
    readyState: options.loading ? 'loading' : 'interactive',
    querySelector: (selector: string) =>
      selector === `meta[name="${entryMetaName}"]` && options.note
        ? {
            content: options.note.content,
            getAttribute: (name: string) => options.note?.[name] ?? null,
          }
        : null,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsed = listener;
    },
    createElement: (tag: string): Element => ({ tag }),
    head: { appendChild: (element: Element) => added.push(element) },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is a string by design (inline in the page)
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    entryBootScript,
  ) as (...args: unknown[]) => void;
  run(document, (callback: () => void) => frames.push(callback), setTimeout, paints.Observer);
  return {
    added,
    paints,
    /** the document is parsed */
    parse: () => parsed?.(),
    /** the browser draws a frame */
    frame: () => frames.splice(0).forEach((callback) => callback()),
  };
}

const entry = '/assets/index-abc.js';
const note = { content: entry, 'data-preload': '/assets/runtime-x.js /assets/shared-y.js' };

describe('the entry boot script of index.html', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is allowed by its hash, and only by it', () => {
    const digest = createHash('sha256').update(entryBootScript, 'utf8').digest('base64');
    expect(entryBootScriptHash).toBe(`'sha256-${digest}'`);
  });

  it('asks for the entry once the page is parsed and its first contentful paint is on screen, its imports with it', () => {
    const page = fakePage({ loading: true, note });
    vi.advanceTimersByTime(10);
    page.frame();
    vi.advanceTimersByTime(10);
    expect(page.added).toEqual([]); // still parsing: nothing asked for, whatever the frames
    page.parse();
    // the paint entries of the page, even those reported before it looked (buffered)
    expect(page.paints.observers.map((observer) => observer.options)).toEqual([
      { type: 'paint', buffered: true },
    ]);
    page.frame();
    vi.advanceTimersByTime(10);
    expect(page.added).toEqual([]); // a frame drawn is not yet a frame on screen
    page.paints.report('first-paint');
    vi.advanceTimersByTime(10);
    expect(page.added).toEqual([]); // the background, not the shell's content
    page.paints.report('first-contentful-paint');
    expect(page.added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/runtime-x.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/shared-y.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: entry },
    ]);
    expect(page.paints.observers.map((observer) => observer.connected)).toEqual([false]);
    // and never twice (the fallback timer comes later)
    vi.advanceTimersByTime(entryBootFallbackMs * 2);
    page.frame();
    vi.advanceTimersByTime(10);
    expect(page.added).toHaveLength(3);
  });

  it('without Paint Timing, asks once a frame has been drawn after the parse (the task after it)', () => {
    const page = fakePage({ loading: true, note, paintTiming: false });
    page.parse();
    expect(page.paints.observers).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(page.added).toEqual([]); // parsed, but no frame yet
    page.frame();
    expect(page.added).toEqual([]); // in the frame: the shell is being painted
    vi.advanceTimersByTime(0);
    expect(page.added).toHaveLength(3);
    vi.advanceTimersByTime(entryBootFallbackMs * 2);
    expect(page.added).toHaveLength(3);
  });

  it('starts at once on a page already parsed, and without a paint after the fallback time', () => {
    const page = fakePage({ loading: false, note: { content: entry } });
    expect(page.paints.observers).toHaveLength(1);
    page.frame();
    vi.advanceTimersByTime(entryBootFallbackMs - 1);
    expect(page.added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.added).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: entry }]);
  });

  it('does nothing on a page without the entry note (the development server loads its own module)', () => {
    const page = fakePage({ loading: false, note: null });
    page.frame();
    vi.advanceTimersByTime(entryBootFallbackMs * 2);
    expect(page.added).toEqual([]);
  });
});
