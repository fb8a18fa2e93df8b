import { z } from 'zod';
import { firstNameField, lastNameField, passwordField, profileImageField } from './registration';

/** PUT /api/user/profile (part 1 §5 profile form). */
export const updateProfileRequest = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  email: z.string().trim().max(254, 'Ugyldig email adresse').email('Ugyldig email adresse'),
  phoneNumber: z
    .string()
    .trim()
    .max(20, 'Ugyldigt telefonnummer')
    .regex(/^(\+45 ?)?\d{8}$|^$/, 'Telefonnummer skal være 8 cifre')
    .nullish(),
  /** Asked only when the email changes (S20): moving an account's address needs the password. */
  currentPassword: z.string().max(200, 'Nuværende adgangskode er forkert').optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** PUT /api/user/change-password (part 1 §5 password form; the confirmation stays in the browser). */
export const changePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1, 'Nuværende adgangskode er påkrævet').max(200),
  newPassword: z.string().min(6, 'Ny adgangskode skal være mindst 6 tegn').max(200, 'Adgangskoden må højst være 200 tegn'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The Sikkerhed tab's form. */
export const changePasswordForm = changePasswordRequest
  .extend({ confirmPassword: z.string().min(1, 'Bekræft ny adgangskode') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Adgangskoderne matcher ikke', path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const profileImageRequest = z.strictObject({ profileImageUrl: profileImageField });
export type ProfileImageRequest = z.infer<typeof profileImageRequest>;

export const notificationSettingsRequest = z.strictObject({
  notificationsEnabled: z.boolean(),
  chatNotificationsEnabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsRequest>;

/** DELETE /api/user: the member deletes their own account, re-entering the password (S15). */
export const deleteAccountRequest = z.strictObject({
  password: z.string().min(1, 'Adgangskode er påkrævet').max(200),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/** The answer of a password change or an account deletion: done, and what to tell the person. */
export const profileDoneResponse = z.object({ success: z.literal(true), message: z.string() });
export type ProfileDoneResponse = z.infer<typeof profileDoneResponse>;

/** POST /api/user/email/confirm-request: where the link went. */
export const emailConfirmationSent = z.object({ email: z.string() });
export type EmailConfirmationSent = z.infer<typeof emailConfirmationSent>;

export { passwordField };
