import { z } from 'zod';

/** Every error body the API sends: a Danish message, and field errors for bad input. */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
