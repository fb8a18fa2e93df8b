import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';
import { SCREENS, type Screen, type ScreenPath } from '@common/navigation/screens';

export interface ScreenLink extends Screen {
  path: ScreenPath;
}

const ALL = Object.entries(SCREENS).map(([path, screen]) => ({ path, ...screen }) as ScreenLink);

/** Every listed screen the role may use: what it must be able to reach from Hjem, and nothing more. */
export function screensFor(role: Role | null | undefined): ScreenLink[] {
  return ALL.filter((screen) => can(role, screen.permission));
}

/** The bottom menu. */
export function menuLinks(role: Role): ScreenLink[] {
  return screensFor(role).filter((screen) => screen.linkedFrom === 'menu');
}

/** Klub Panel (part 2 §2): its screens the role may use. */
export function hubLinks(role: Role): ScreenLink[] {
  return screensFor(role).filter((screen) => screen.onHub);
}

/**
 * The staff panel on Hjem: every staff screen the role may use, except those Klub Panel lists
 * for whoever may open Klub Panel (the spec's admin panel). Board and coach, who have no Klub
 * Panel, find all of theirs here.
 */
export function staffPanelLinks(role: Role): ScreenLink[] {
  const hasHub = can(role, 'adminHub.view');
  return screensFor(role).filter(
    (screen) => screen.linkedFrom === 'staff-panel' && !(hasHub && screen.onHub === 'only'),
  );
}

/** Where a screen reached from Klub Panel goes back to: Klub Panel for those who may open it, else Hjem. */
export function hubBackTo(role: Role | null | undefined): '/admin' | '/' {
  return can(role, 'adminHub.view') ? '/admin' : '/';
}
