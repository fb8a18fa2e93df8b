import { describe, expect, it } from 'vitest';
import { emptyLinkRegisterValues, linkRegisterForm, toLinkRegistration } from './register-form';

const filled = {
  ...emptyLinkRegisterValues,
  username: 'aaseoersted',
  password: 'hemmelig9',
  email: 'aase@example.dk',
  firstName: 'Åse',
  lastName: 'Ørsted',
  address: 'Boldgade 12',
  postalCode: '2100 København Ø',
  birthDay: '9',
  birthMonth: '4',
  birthYear: '1995',
  phone: '12345678',
  profileImageUrl: '/objects/uploads/abcdefghijkl',
  jerseyNumber: '7',
  position: 'Spids' as const,
};

describe('invitation registration form', () => {
  it('builds the request with a padded birth date and the player extras', () => {
    expect(linkRegisterForm.safeParse(filled).success).toBe(true);
    expect(toLinkRegistration('tok', filled, true)).toMatchObject({ birthDate: '1995-04-09', jerseyNumber: 7, position: 'Spids', phoneNumber: '12345678' });
    expect(toLinkRegistration('tok', filled, false)).not.toHaveProperty('jerseyNumber');
  });
  it("gives the spec's messages", () => {
    const result = linkRegisterForm.safeParse({ ...filled, phone: '12ab', profileImageUrl: '', jerseyNumber: '100' });
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain('Telefonnummer må kun indeholde tal');
    expect(messages).toContain('Profilbillede er påkrævet - upload et billede af dig selv');
    expect(messages).toContain('Trøjenummer skal være et tal mellem 1 og 99');
  });
});

describe('invitation registration form: the password rule the server checks (D7)', () => {
  it('refuses a common password and the person’s own names with the server’s message', () => {
    for (const password of ['12345678', 'åse1995', 'Ørsted', 'aase12'])
      expect(linkRegisterForm.safeParse({ ...filled, password }).error?.issues, password).toEqual([
        expect.objectContaining({ path: ['password'], message: 'Adgangskoden er for almindelig' }),
      ]);
  });
});
