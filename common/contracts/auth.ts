import { z } from 'zod';
import { userSchema } from './user';

export const loginRequest = z.strictObject({
  username: z.string().trim().min(1, 'Brugernavn er påkrævet').max(100),
  password: z.string().min(1, 'Adgangskode er påkrævet').max(200),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Login answers with the user fields plus the session token (part 1 §3). */
export const loginResponse = userSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

