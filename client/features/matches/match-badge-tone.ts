import type { BadgeTone } from '../../ui/Badge';
import type { MatchBadge } from '@common/domain/match-badge';

export const BADGE_TONE: Record<MatchBadge, BadgeTone> = {
  Sejr: 'green',
  Nederlag: 'red',
  Uafgjort: 'amber',
  Afsluttet: 'grey',
  Aflyst: 'red',
  Bekræftet: 'blue',
};
