import { describe, expect, it } from 'vitest';
import { inlineHashes, modulePreloadHeader } from './app-index.ts';

describe('a built app’s index.html', () => {
  it('names its module scripts in a Link header, so the browser asks for them with the page’s headers', () => {
    const html =
      '<head><meta charset="UTF-8" /><link rel="modulepreload" crossorigin href="/assets/index-abc.js">' +
      '<link rel="icon" href="data:," /><link rel="modulepreload" crossorigin href="/staff/assets/vendor-1.js">' +
      '<link rel="stylesheet" href="/assets/app.css"></head>';
    expect(modulePreloadHeader(html)).toBe(
      '</assets/index-abc.js>; rel=modulepreload; crossorigin, </staff/assets/vendor-1.js>; rel=modulepreload; crossorigin',
    );
  });

  it('sends no Link header for a page without module preloads, nor for addresses off this server', () => {
    expect(modulePreloadHeader('<head><link rel="icon" href="data:," /></head>')).toBeNull();
    expect(
      modulePreloadHeader(
        '<link rel="modulepreload" href="https://cdn.example.com/x.js"><link rel="modulepreload" href="/a b.js">',
      ),
    ).toBeNull();
  });

  it('hashes each inline script and style for the Content-Security-Policy', () => {
    const { scriptHashes, styleHashes } = inlineHashes(
      '<script>a()</script><script type="module" src="/x.js"></script><style>b{}</style>',
    );
    expect(scriptHashes).toHaveLength(1);
    expect(styleHashes).toHaveLength(1);
  });
});
