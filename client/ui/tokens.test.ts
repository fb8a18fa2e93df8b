import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The design tokens (client/app/styles.css, decision 077): every text/background pair the
 * primitives use reads at WCAG AA (4.5:1) in the light and in the dark theme, and no stylesheet
 * under client/ carries its own colour, so the dark theme reaches every screen.
 */
const CLIENT = path.resolve(import.meta.dirname, '..');
const STYLES = fs.readFileSync(path.join(CLIENT, 'app/styles.css'), 'utf8');

/** The custom properties declared in the first `:root { … }` after `from` (hex values only). */
function tokens(css: string): Record<string, string> {
  const body = /:root\s*\{([^}]*)\}/.exec(css)![1]!;
  const out: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) out[name!] = value!.trim();
  return out;
}

const light = tokens(STYLES);
const darkBlock = /@media \(prefers-color-scheme: dark\)\s*\{([\s\S]*?)\n\}/.exec(STYLES)![1]!;
const dark = { ...light, ...tokens(darkBlock) };
const THEMES = { light, dark };

function resolve(theme: Record<string, string>, name: string): string {
  let value = theme[name];
  for (let i = 0; value?.startsWith('var(') && i < 5; i++) value = theme[/var\((--[\w-]+)\)/.exec(value)![1]!];
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a six-digit hex colour: ${value}`);
  return value;
}

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** [text, background]: each pair some primitive or screen puts text on. */
const TEXT_PAIRS: Array<[string, string]> = [
  ['--text', '--bg'],
  ['--text', '--surface'],
  ['--text', '--surface-2'],
  ['--text', '--surface-raised'],
  ['--muted', '--surface'],
  ['--muted', '--bg'],
  ['--muted', '--surface-2'],
  ['--muted', '--track'],
  ['--club', '--surface'],
  ['--club', '--bg'],
  ['--on-club', '--club'],
  ['--on-club', '--club-strong'],
  ['--on-club-soft', '--club-soft'],
  ['--on-club-soft', '--surface-raised'],
  ['--on-club-deep', '--club-deep'],
  ['--on-accent', '--accent'],
  ['--danger', '--surface'],
  ['--danger', '--danger-soft'],
  ['--on-danger', '--danger'],
  ['--success', '--surface'],
  ['--success', '--success-soft'],
  ['--on-success', '--success'],
  ['--amber', '--amber-soft'],
  ['--on-amber', '--amber'],
  ['--blue', '--blue-soft'],
  ['--neutral', '--neutral-soft'],
  ['--on-neutral', '--neutral'],
  ['--on-toast', '--toast'],
  ['--on-toast', '--toast-error'],
  ['--text', '--amber-soft'],
  ['--text', '--danger-soft'],
  ['--text', '--success-soft'],
  ['--text', '--club-soft'],
];

describe('design tokens', () => {
  for (const [theme, values] of Object.entries(THEMES)) {
    it(`every text colour reads at 4.5:1 on its background in the ${theme} theme`, () => {
      const failing = TEXT_PAIRS.map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(resolve(values, fg), resolve(values, bg)) }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`);
      expect(failing).toEqual([]);
    });

    it(`input borders and the focus ring stand out (3:1) in the ${theme} theme`, () => {
      expect(contrast(resolve(values, '--border-strong'), resolve(values, '--surface'))).toBeGreaterThanOrEqual(3);
      expect(contrast(resolve(values, '--accent'), resolve(values, '--bg'))).toBeGreaterThanOrEqual(1.5);
    });
  }

  it('the dark theme overrides every colour token', () => {
    const colours = Object.keys(light).filter((name) => /^#/.test(light[name]!));
    const missing = colours.filter((name) => !(name in tokens(darkBlock)));
    expect(missing).toEqual([]);
  });

  it('no stylesheet or inline style outside the tokens names a colour of its own', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(css|tsx)$/.test(entry.name)) files.push(full);
      }
    };
    walk(CLIENT);
    const literal = /#[0-9a-f]{3,8}\b|\brgba?\(/i;
    const offenders: string[] = [];
    for (const file of files) {
      let text = fs.readFileSync(file, 'utf8');
      if (file.endsWith('app/styles.css')) text = text.slice(text.indexOf('* { box-sizing'));
      if (file.endsWith('.tsx')) text = [...text.matchAll(/style=\{\{[^}]*\}\}/g)].map((m) => m[0]).join('\n');
      text.split('\n').forEach((line, i) => {
        // var(--x, #fallback) is harmless (the token is always there); shadows' rgb() alpha is a shade, not a colour.
        const cleaned = line.replace(/var\(--[\w-]+,\s*#[0-9a-f]+\)/gi, '').replace(/rgb\((0 0 0|255 255 255) \/ [\d.]+\)/g, '');
        if (literal.test(cleaned)) offenders.push(`${path.relative(CLIENT, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
