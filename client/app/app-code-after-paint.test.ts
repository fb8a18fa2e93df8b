import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppCodeAfterPaint } from './app-code-after-paint';
import { APP_CODE_ID } from './first-screens';

/** A document with (or without) a drawn page's code list, recording what is added to its head. */
function page(code: unknown, visibilityState = 'visible', readyState = 'interactive') {
  const added: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const whenRead: Array<() => void> = [];
  vi.stubGlobal('document', {
    visibilityState,
    readyState,
    addEventListener: (type: string, run: () => void) => type === 'DOMContentLoaded' && whenRead.push(run),
    getElementById: (id: string) =>
      id === APP_CODE_ID && code !== undefined ? { textContent: JSON.stringify(code) } : null,
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, string>) => void added.push(element) },
  });
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  return {
    added,
    paint: () => frames.splice(0).forEach((run) => run()),
    read: () => whenRead.splice(0).forEach((run) => run()),
  };
}

const code = { entry: '/assets/index-a1.js', preload: ['/assets/react-a1.js'] };

describe("a drawn page's code", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is loaded once the drawing is painted: first the given files, then the preloads, then the entry', () => {
    vi.useFakeTimers();
    const { added, paint } = page(code);
    const first = vi.fn(() => void added.push({ tag: 'first' }));
    loadAppCodeAfterPaint(first);
    vi.runAllTimers();
    expect(added).toEqual([]); // nothing before the frame
    paint();
    vi.runAllTimers();
    expect(added).toEqual([
      { tag: 'first' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-a1.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-a1.js' },
    ]);
  });

  it('is loaded at once on a hidden page, which paints no frame', () => {
    const { added } = page(code, 'hidden');
    loadAppCodeAfterPaint(() => undefined);
    expect(added.map((e) => e.tag)).toEqual(['link', 'script']);
  });

  it('waits for the page to be read when the page start runs first (the list and #root come after it)', () => {
    const { added, read } = page(code, 'hidden', 'loading');
    loadAppCodeAfterPaint(() => undefined);
    expect(added).toEqual([]);
    read();
    expect(added.map((e) => e.tag)).toEqual(['link', 'script']);
  });

  it('is left to the page on a page that loads it itself (the development server’s): only the given files', () => {
    const { added } = page(undefined);
    const first = vi.fn();
    loadAppCodeAfterPaint(first);
    expect(first).toHaveBeenCalledTimes(1);
    expect(added).toEqual([]);
  });
});
