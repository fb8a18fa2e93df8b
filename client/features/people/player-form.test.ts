import { describe, expect, it } from 'vitest';
import { playerFormSchema, playerFormValues, toPlayerRequest } from './player-form';

describe('player form', () => {
  it('trims, parses the jersey number and sends empty choices as null', () => {
    const values = { ...playerFormValues(), firstName: ' Søren ', lastName: 'Hansen ', email: ' s@example.dk ', jerseyNumber: '07' };
    expect(playerFormSchema.safeParse(values).success).toBe(true);
    expect(toPlayerRequest(values)).toEqual({
      firstName: 'Søren',
      lastName: 'Hansen',
      email: 's@example.dk',
      phoneNumber: null,
      jerseyNumber: 7,
      position: null,
      team: null,
      role: 'player',
    });
  });
  it('refuses a jersey number outside 1–99 and names that are only spaces', () => {
    const bad = playerFormSchema.safeParse({ ...playerFormValues(), firstName: '  ', lastName: 'X', email: 'x@example.dk', jerseyNumber: '0' });
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Fornavn er påkrævet', 'Trøjenummer skal være et tal mellem 1 og 99']));
  });
  it('keeps an unpaid invitee (none) as none when their details are edited', () => {
    const invitee = {
      id: 5, username: 'ib', firstName: 'Ib', lastName: 'Holm', email: 'ib@example.dk', emailConfirmed: true, pendingEmail: null, phoneNumber: null, role: 'none' as const,
      joinStatus: { state: 'joined' as const, invitedAt: null, remindedAt: null, expiresAt: null },
      team: null, teams: [], jerseyNumber: null, position: null, profileImageUrl: null, memberNumber: 'RU-0001', membershipStatus: 'inactive' as const,
      membershipType: null, membershipExpiresAt: null, createdAt: '2025-01-01T00:00:00.000Z',
    };
    const values = playerFormValues(invitee);
    expect(values.role).toBe('none');
    expect(playerFormSchema.safeParse(values).success).toBe(true);
    expect(toPlayerRequest(values).role).toBe('none');
    expect(playerFormValues().role).toBe('player');
  });
});
