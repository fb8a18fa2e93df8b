import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClubCrest } from './ClubCrest';

const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
/** Markup as the browser reads it: no white space between tags, single spaces inside them. */
const squeeze = (html: string) =>
  html
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/\s*(\/?>)/g, '$1');

describe('ClubCrest', () => {
  it("is drawn in index.html's splash exactly as the app draws it, so the splash and the sign-in screen match", () => {
    const splashCrest = /<svg[\s\S]*?<\/svg>/.exec(
      indexHtml.slice(indexHtml.indexOf('<div id="root">')),
    )?.[0];
    expect(splashCrest, 'index.html draws the crest inline in its splash').toBeDefined();
    expect(squeeze(splashCrest!)).toBe(squeeze(renderToStaticMarkup(<ClubCrest />)));
  });

  it('is the drawing of public/club-crest.svg, the source of the PNG icons', () => {
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../public/club-crest.svg'), 'utf8');
    const inside = (svg: string) =>
      squeeze(svg)
        .replace(/^<svg[^>]*>|<\/svg>$/g, '')
        .replace(/\/>/g, '>')
        .replace(/<\/(rect|path)>/g, '');
    expect(inside(renderToStaticMarkup(<ClubCrest />))).toBe(inside(file.trim()));
  });

  it('is never loaded as an SVG image by the page (each builds a document of its own on the main thread)', () => {
    expect(indexHtml).not.toMatch(/<img[^>]*club-crest\.svg/);
    // An SVG favicon is decoded in the page too; the PNG icons serve every browser.
    expect(indexHtml).not.toMatch(/<link[^>]*rel="icon"[^>]*\.svg/);
  });
});
