import { z } from 'zod';
import { invitationEmailRequest } from '@common/contracts/mail';

/** One address a line (commas and semicolons too); blank lines ignored. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The textarea checked by the server's own rules: the first bad address is named in the message. */
export const emailsForm = z.object({
  emails: z.string().superRefine((text, ctx) => {
    const parsed = invitationEmailRequest.shape.emails.safeParse(splitAddresses(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const index = typeof issue.path[0] === 'number' ? issue.path[0] : undefined;
      const line = index === undefined ? '' : `: ${splitAddresses(text)[index]}`;
      ctx.addIssue({ code: 'custom', message: `${issue.message}${line}` });
    }
  }),
});
export type EmailsForm = z.infer<typeof emailsForm>;
