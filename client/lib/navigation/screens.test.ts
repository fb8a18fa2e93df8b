import { describe, expect, it } from 'vitest';
import { hubBackTo, hubLinks, menuLinks, staffPanelLinks, type ScreenLink } from './links';

const paths = (links: ScreenLink[]) => links.map((link) => link.path);
const labels = (links: ScreenLink[]) => links.map((link) => link.label);

describe('links to screens come from the permission matrix (F19)', () => {
  it('gives the board a panel on Hjem with every screen it may use', () => {
    expect(labels(staffPanelLinks('board')).sort()).toEqual(
      [
        'Administrer Træninger',
        'Beskeder',
        'Fremmøde',
        'Kontingent',
        'Medlemmer',
        'Spillere',
        'Tilføj kampe',
        'Upload Kampprogram',
      ].sort(),
    );
    expect(hubBackTo('board')).toBe('/');
  });

  it('gives the coach Kontingent and Spillere beside the spec’s coach links', () => {
    expect(labels(staffPanelLinks('coach'))).toEqual([
      'Spillere',
      'Beskeder',
      'Registrer spiller',
      'Administrer Træninger',
      'Fremmøde',
      'Kontingent',
    ]);
  });

  it('keeps the screens Klub Panel lists off the admin’s Hjem, and Klub Panel for admin', () => {
    expect(paths(staffPanelLinks('admin'))).not.toEqual(expect.arrayContaining(['/admin/members']));
    expect(paths(staffPanelLinks('admin'))).toContain('/admin');
    expect(labels(hubLinks('admin'))).toEqual([
      'Kampe',
      'Statistik',
      'Medlemmer',
      'Upload Kampprogram',
      'Kontingent',
      'Administrer hold',
      'Systemindstillinger',
    ]);
    expect(hubBackTo('admin')).toBe('/admin');
  });

  it('shows nothing staff-only to players, RU members and unpaid invitees', () => {
    for (const role of ['player', 'member', 'none'] as const) expect(staffPanelLinks(role)).toEqual([]);
    expect(labels(menuLinks('member'))).toEqual(['Hjem', 'Kampe', 'Statistik', 'Profil']);
  });
});
