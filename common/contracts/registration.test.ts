import { describe, expect, it } from 'vitest';
import { firstNameField, lastNameField, registrationForm } from './registration';

const valid = {
  username: 'annes',
  password: 'Fodbold2026',
  email: 'anne@example.dk',
  firstName: 'Anne',
  lastName: 'Sørensen',
  address: 'Vestergade 1',
  postalCode: '8000 Aarhus C',
  birthDay: '7',
  birthMonth: '3',
  birthYear: '1990',
  membershipType: 'ru_member' as const,
  phone: '12345678',
  profileImageUrl: '/objects/uploads/abc123',
};

describe('Bliv Medlem form: birth date', () => {
  it('accepts a real date', () => {
    const result = registrationForm.safeParse(valid);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each([
    ['31', '2', '1990'],
    ['45', '13', '1990'],
    ['29', '2', '2023'],
    ['1', '1', '2999'],
    ['1', '1', '1850'],
  ])('refuses %s/%s-%s with Ugyldig fødselsdato on the day field', (birthDay, birthMonth, birthYear) => {
    const result = registrationForm.safeParse({ ...valid, birthDay, birthMonth, birthYear });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toContainEqual(expect.objectContaining({ path: ['birthDay'], message: 'Ugyldig fødselsdato' }));
  });

  it('accepts 29 February in a leap year', () => {
    expect(registrationForm.safeParse({ ...valid, birthDay: '29', birthMonth: '2', birthYear: '2024' }).success).toBe(true);
  });
});

describe('names (first and last): letters, and a hyphen, an apostrophe or a space between letters', () => {
  it.each([
    ['Smith-Jones'],
    ["O'Brien"],
    ['O’Brien'],
    ['Anne Marie'],
    ['Jean-Luc'],
    ['Ærø-Ågård'],
    ['José'],
    ['Łukasz'],
    ["D'Artagnan-Østergaard"],
  ])('accepts %s', (name) => {
    expect(firstNameField.safeParse(name).success).toBe(true);
    expect(lastNameField.safeParse(name).success).toBe(true);
    expect(registrationForm.safeParse({ ...valid, firstName: name, lastName: name }).error?.issues ?? []).toEqual([]);
  });

  it.each([
    ['-Anne'],
    ['Anne-'],
    ["'Brien"],
    ["O'"],
    ['Anne--Marie'],
    ["O''Brien"],
    ["Anne-'Marie"],
    ['Anne - Marie'],
    ['R2D2'],
    ['Anne.'],
    ['-'],
  ])('refuses %s with the spec’s message', (name) => {
    expect(firstNameField.safeParse(name).error?.issues[0]?.message).toBe('Fornavn må kun indeholde bogstaver');
    expect(lastNameField.safeParse(name).error?.issues[0]?.message).toBe('Efternavn må kun indeholde bogstaver');
  });

  it('trims the ends and keeps one space where several were typed', () => {
    expect(firstNameField.parse('  Anne   Marie ')).toBe('Anne Marie');
  });
});

describe('Bliv Medlem form: the password rule the server checks (D7)', () => {
  it.each([['password'], ['Qwerty123'], ['annes1'], ['Anne1990'], ['sørensen'], ['anne42']])(
    'refuses %s with Adgangskoden er for almindelig on the password field',
    (password) => {
      expect(registrationForm.safeParse({ ...valid, password }).error?.issues).toEqual([
        expect.objectContaining({ path: ['password'], message: 'Adgangskoden er for almindelig' }),
      ]);
    },
  );
});
