import { pathOf } from '@common/contracts/endpoint';
import { calendarEndpoints } from '@common/contracts/endpoints/calendar';
import type { CalendarLink } from '@common/contracts/calendar';
import { hashToken, newToken } from '../../lib/tokens';
import type { CalendarRepository } from './calendar.repository';

/**
 * A new private feed token (256-bit, stored only as its hash, S2). Making a new one revokes the
 * old URL at once: the user row holds one hash.
 */
export async function regenerateCalendarToken(
  repo: CalendarRepository,
  userId: number,
  origin: string,
): Promise<CalendarLink> {
  const token = newToken();
  await repo.setTokenHash(userId, hashToken(token));
  const url = `${origin}${pathOf(calendarEndpoints.feed, { token: `${token}.ics` })}`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

export async function revokeCalendarToken(repo: CalendarRepository, userId: number) {
  await repo.setTokenHash(userId, null);
  return { active: false };
}
