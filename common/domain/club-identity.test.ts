import { describe, expect, it } from 'vitest';
import { clubColorProblems, clubThemeCss, contrastRatio, drawnCrestSvg, productName, memberRoleLabel, membershipName, welcomeText } from './club-identity';
import { roleLabel } from './roles';

describe("the club's identity", () => {
  it("reads as today with RU's data", () => {
    expect(productName('RU')).toBe('RU KlubApp');
    expect(memberRoleLabel('RU')).toBe('RU Medlem');
    expect(membershipName('RU')).toBe('RU medlemskab');
    expect(welcomeText('RU')).toBe('Velkommen til RU!');
    expect(roleLabel('member')).toBe('RU Medlem');
    expect(roleLabel('member', 'VB')).toBe('VB Medlem');
    expect(clubColorProblems('#0f5132', '#f2b705')).toEqual([]);
    expect(clubThemeCss('#0f5132', '#f2b705')).toBe('');
  });

  it('measures contrast as WCAG does and says in Danish which theme a colour fails', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(clubColorProblems('#ffff00', '#f2b705')[0]).toMatch(/^Klubfarven er for lys til det lyse tema/);
    // The dark theme lightens the club colour, so even black stays readable there.
    expect(clubColorProblems('#000000', '#f2b705')).toEqual([]);
    expect(clubColorProblems('#1d3f8a', '#1d3f8a').join(' ')).toContain('Accentfarven er for mørk');
    expect(clubColorProblems('nope', '#f2b705')).toEqual(['Farverne skal skrives som #rrggbb, fx #0f5132.']);
  });

  it("draws a longer short name smaller and escapes it", () => {
    expect(drawnCrestSvg('RU', '#0f5132', '#f2b705')).toContain('font-size="150"');
    expect(drawnCrestSvg('VBK&', '#0f5132', '#f2b705')).toContain('font-size="75" font-weight="700" fill="#f2b705" text-anchor="middle">VBK&amp;</text>');
  });
});
