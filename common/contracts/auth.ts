import { z } from 'zod';
import { userSchema } from './user';

export const loginRequest = z.strictObject({
  username: z.string().trim().min(1, 'Brugernavn er påkrævet').max(100),
  password: z.string().min(1, 'Adgangskode er påkrævet').max(200),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * The sign-in link (S19, decision 095): asked for with a username or an e-mail address, while a
 * guesser keeps new browsers out; answered alike whether or not the person exists.
 */
export const LOGIN_LINK_ANSWER = 'Hvis vi kender dig, har vi sendt en e-mail med et link til at logge ind.';
export const loginLinkRequest = z.strictObject({
  login: z
    .string('Skriv dit brugernavn eller din email')
    .trim()
    .min(1, 'Skriv dit brugernavn eller din email')
    .max(254, 'Skriv dit brugernavn eller din email'),
});
export type LoginLinkRequest = z.infer<typeof loginLinkRequest>;
export const loginLinkAnswer = z.object({ message: z.string() });
export type LoginLinkAnswer = z.infer<typeof loginLinkAnswer>;
export const loginLinkConfirm = z.strictObject({
  token: z
    .string('Linket er ugyldigt eller udløbet')
    .min(1, 'Linket er ugyldigt eller udløbet')
    .max(200, 'Linket er ugyldigt eller udløbet'),
});
export type LoginLinkConfirm = z.infer<typeof loginLinkConfirm>;

/** Login answers with the user fields plus the session token (part 1 §3). */
export const loginResponse = userSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

