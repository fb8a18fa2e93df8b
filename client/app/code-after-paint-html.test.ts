import { describe, expect, it } from 'vitest';
import { withCodeAfterPaint } from './code-after-paint-html';

describe('the built page names the app’s code instead of loading it', () => {
  it('moves the entry script and its preloads into the list the page start reads', () => {
    const built = [
      '<head><script type="module" async crossorigin src="/assets/page-start-a1.js"></script>',
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-a1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/client-a1.js"></head>',
    ].join('\n');
    expect(withCodeAfterPaint(built)).toBe(
      [
        '<head><script type="module" async crossorigin src="/assets/page-start-a1.js"></script>',
        '<script type="application/json" id="app-code">{"entry":"/assets/index-a1.js","preload":["/assets/react-a1.js","/assets/client-a1.js"]}</script>',
        '',
        '</head>',
      ].join('\n'),
    );
  });

  it('leaves a page without the entry script as it is (the development server’s)', () => {
    const dev = '<script type="module" src="/app/main.tsx"></script>';
    expect(withCodeAfterPaint(dev)).toBe(dev);
  });
});
