import { z } from 'zod';
import { clubColorProblems } from '../domain/club-identity';
import { newPasswordRule } from './password-rule';

/** A left-out field and an empty one get the same message: `required`, when the field must be filled. */
const text = (label: string, max: number, required?: string) =>
  z
    .string(required ?? `${label} skal være tekst`)
    .trim()
    .max(max, `${label} må højst være ${max} tegn`);
const COLOUR_MESSAGES = {
  primary: 'Klubfarven skal skrives som #rrggbb, fx #0f5132',
  accent: 'Accentfarven skal skrives som #rrggbb, fx #f2b705',
};

/** The colours must keep both themes readable (decision 105); the message says which check failed. */
const readableColours = (value: { primaryColor: string; accentColor: string }, ctx: z.RefinementCtx) => {
  for (const message of clubColorProblems(value.primaryColor, value.accentColor))
    ctx.addIssue({ code: 'custom', message, path: ['primaryColor'] });
};

const identityFields = {
  clubName: text('Klubbens navn', 80, 'Skriv klubbens navn').min(1, 'Skriv klubbens navn'),
  shortName: text('Kort navn', 12, 'Skriv klubbens korte navn (fx RU)')
    .min(1, 'Skriv klubbens korte navn (fx RU)')
    .regex(
      /^[\p{L}\p{N}][\p{L}\p{N} .&'-]*$/u,
      'Det korte navn må kun have bogstaver, tal, mellemrum, punktum og bindestreg',
    ),
  primaryColor: z.string(COLOUR_MESSAGES.primary).regex(/^#[0-9a-fA-F]{6}$/, COLOUR_MESSAGES.primary),
  accentColor: z.string(COLOUR_MESSAGES.accent).regex(/^#[0-9a-fA-F]{6}$/, COLOUR_MESSAGES.accent),
};

/** PUT /api/admin/club-identity: Systemindstillinger › Klubben (decision 105). */
export const clubIdentityRequest = z
  .strictObject({
    ...identityFields,
    cvrNumber: text('CVR-nummer', 8).regex(/^(\d{8})?$/, 'CVR-nummeret skal være 8 cifre'),
    address: text('Adresse', 200),
    contactEmail: text('Kontaktmail', 200).refine(
      (v) => v === '' || z.email().safeParse(v).success,
      'Kontaktmailen er ikke en gyldig e-mailadresse',
    ),
    dbuClubName: text('Klubbens navn hos DBU', 80),
  })
  .superRefine(readableColours);
export type ClubIdentityRequest = z.infer<typeof clubIdentityRequest>;

export const clubIdentityResponse = z.object({
  clubName: z.string(),
  shortName: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  cvrNumber: z.string(),
  address: z.string(),
  contactEmail: z.string(),
  dbuClubName: z.string(),
  crestUrl: z.string().nullable(),
});
export type ClubIdentity = z.infer<typeof clubIdentityResponse>;

/** An uploaded crest: the file's bytes in base64 (PNG, JPEG, WebP or SVG; at most 1 MB). */
export const CREST_MAX_BYTES = 1024 * 1024;
export const clubCrestRequest = z.strictObject({
  image: z
    .string('Vælg et billede af skjoldet')
    .min(1, 'Vælg et billede af skjoldet')
    .max(Math.ceil((CREST_MAX_BYTES * 4) / 3) + 8, 'Skjoldet må højst fylde 1 MB'),
});
export type ClubCrestRequest = z.infer<typeof clubCrestRequest>;

/** POST /api/setup: the production first start's set-up (decision 106). */
export const setupRequest = z
  .strictObject({
    code: z
      .string('Skriv engangskoden fra serverens log')
      .trim()
      .min(1, 'Skriv engangskoden fra serverens log'),
    clubName: identityFields.clubName,
    shortName: identityFields.shortName,
    primaryColor: identityFields.primaryColor,
    accentColor: identityFields.accentColor,
    /** Optional crest, as clubCrestRequest's image. */
    crest: z
      .string()
      .max(Math.ceil((CREST_MAX_BYTES * 4) / 3) + 8, 'Skjoldet må højst fylde 1 MB')
      .optional(),
    adminUsername: z
      .string('Skriv et brugernavn')
      .trim()
      .min(1, 'Skriv et brugernavn')
      .min(3, 'Brugernavnet skal have mindst 3 tegn')
      .max(40, 'Brugernavnet må højst have 40 tegn')
      .regex(
        /^[a-zA-Z0-9._-]+$/,
        'Brugernavnet må kun have bogstaver a-z, tal, punktum, bindestreg og understreg',
      ),
    adminEmail: z.email('Skriv en gyldig e-mailadresse'),
    adminPassword: z
      .string('Skriv en adgangskode')
      .min(1, 'Skriv en adgangskode')
      .min(10, 'Adgangskoden skal have mindst 10 tegn')
      .max(200, 'Adgangskoden er for lang'),
  })
  .superRefine(readableColours)
  .superRefine(newPasswordRule('adminPassword', (v) => ({ username: v.adminUsername, email: v.adminEmail })));
export type SetupRequest = z.infer<typeof setupRequest>;
export const setupResponse = z.object({ ok: z.literal(true) });
export type SetupResponse = z.infer<typeof setupResponse>;
