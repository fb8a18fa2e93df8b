import { z } from 'zod';
import { newPasswordRule } from './password-rule';

/**
 * A person's name (docs/decisions/030): words of letters (æøå and other accented letters
 * included), joined by one space, hyphen or apostrophe ('Anne Marie', 'Smith-Jones', "O'Brien",
 * 'O’Brien'); never a joiner at the start or end, never two in a row.
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ \-\u2010'\u2019\u02BC]\p{L}[\p{L}\p{M}]*)*$/u;
/** Runs of spaces typed inside a name count as one. */
const oneSpace = (name: string) => name.replace(/\s+/g, ' ');

export const usernameField = z
  .string()
  .min(3, 'Brugernavn skal være mindst 3 tegn')
  .max(20, 'Brugernavn må højst være 20 tegn')
  .regex(/^[a-zA-Z0-9_]+$/, 'Brugernavn må kun indeholde bogstaver, tal og underscore');

export const passwordField = z
  .string()
  .min(6, 'Adgangskode skal være mindst 6 tegn')
  .max(200, 'Adgangskoden må højst være 200 tegn');

export const emailField = z.string().trim().max(254, 'Ugyldig email').email('Ugyldig email');

/**
 * An address staff may leave out for a person the club creates (decision 102): empty or missing is
 * no address, anything else must be a valid one. Sign-up keeps emailField.
 */
export const optionalEmailField = z
  .string('Ugyldig email')
  .trim()
  .max(254, 'Ugyldig email')
  .refine((v) => v === '' || emailField.safeParse(v).success, 'Ugyldig email')
  .nullish();

export const firstNameField = z
  .string()
  .trim()
  .overwrite(oneSpace)
  .min(1, 'Fornavn er påkrævet')
  .max(60, 'Fornavn må højst være 60 tegn')
  .regex(NAME_PATTERN, 'Fornavn må kun indeholde bogstaver');

export const lastNameField = z
  .string()
  .trim()
  .overwrite(oneSpace)
  .min(1, 'Efternavn er påkrævet')
  .max(60, 'Efternavn må højst være 60 tegn')
  .regex(NAME_PATTERN, 'Efternavn må kun indeholde bogstaver');

export const addressField = z.string().trim().min(5, 'Adresse skal være mindst 5 tegn').max(200);
export const postalCodeField = z.string().trim().min(4, 'Postnummer og by er påkrævet').max(100);

export const phoneField = z
  .string()
  .regex(/^\d*$/, 'Telefonnummer må kun indeholde tal')
  .length(8, 'Telefonnummer skal være 8 cifre');

export const profileImageField = z
  .string()
  .min(1, 'Profilbillede er påkrævet - upload et billede af dig selv')
  .max(300)
  .regex(/^\/objects\/uploads\/[A-Za-z0-9_-]+$/, 'Profilbillede er påkrævet - upload et billede af dig selv');

/** A real calendar date in the past, written YYYY-MM-DD. */
export const birthDateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig fødselsdato')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === value &&
      date.getTime() < Date.now() &&
      date.getUTCFullYear() >= 1900
    );
  }, 'Ugyldig fødselsdato');

/** Registration data as the server takes it (userData of complete-registration, part 1 §3). */
export const registrationData = z.strictObject({
  username: usernameField,
  password: passwordField,
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  address: addressField,
  postalCode: postalCodeField,
  birthDate: birthDateField,
  membershipType: z.literal('ru_member'),
  phone: phoneField,
  profileImageUrl: profileImageField,
});
export type RegistrationData = z.infer<typeof registrationData>;

/** The 'Bliv Medlem' form fields: birth date as three inputs (day and month max 2, year max 4). */
export const registrationFormFields = z.object({
  username: usernameField,
  password: passwordField,
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  address: addressField,
  postalCode: postalCodeField,
  birthDay: z.string().min(1, 'Dag er påkrævet').max(2, 'Dag er påkrævet').regex(/^\d+$/, 'Dag er påkrævet'),
  birthMonth: z
    .string()
    .min(1, 'Måned er påkrævet')
    .max(2, 'Måned er påkrævet')
    .regex(/^\d+$/, 'Måned er påkrævet'),
  birthYear: z.string().min(4, 'År er påkrævet').max(4, 'År er påkrævet').regex(/^\d+$/, 'År er påkrævet'),
  membershipType: z.literal('ru_member'),
  phone: phoneField,
  profileImageUrl: profileImageField,
});

/**
 * The three birth-date inputs must make a real date in the past (31/02 or 45/13 would otherwise
 * pass the form and only fail at the server, in the middle of the payment step).
 */
export function validBirthDate(
  values: { birthDay: string; birthMonth: string; birthYear: string },
  ctx: z.RefinementCtx,
) {
  const digits = /^\d+$/;
  if (![values.birthDay, values.birthMonth, values.birthYear].every((part) => digits.test(part))) return;
  if (values.birthYear.length !== 4) return;
  if (
    !birthDateField.safeParse(birthDateFromParts(values.birthDay, values.birthMonth, values.birthYear))
      .success
  ) {
    ctx.addIssue({ code: 'custom', path: ['birthDay'], message: 'Ugyldig fødselsdato' });
  }
}

/** The form also checks the password rule the server checks (D7), against the names typed in it. */
export const registrationForm = registrationFormFields
  .superRefine(validBirthDate)
  .superRefine(newPasswordRule('password', (values) => values));
export type RegistrationForm = z.infer<typeof registrationForm>;

/** Birth date sent as year-month-day, padded (part 2 §5). */
export function birthDateFromParts(day: string, month: string, year: string): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** GET /api/username-suggestion: the generated username with the lowest free number (D14). */
export const usernameSuggestionQuery = z.strictObject({ firstName: z.string().max(60), lastName: z.string().max(60) });
export type UsernameSuggestionQuery = z.infer<typeof usernameSuggestionQuery>;
export const usernameSuggestionResponse = z.object({ username: z.string() });
export type UsernameSuggestion = z.infer<typeof usernameSuggestionResponse>;
