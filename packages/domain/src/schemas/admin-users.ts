import { z } from 'zod';
import { invalidInput, requiredText, writeObject } from './common';

/** The longest subject of an admin's mail to a user (one line, like a message subject). */
export const ADMIN_MAIL_SUBJECT_MAX = 200;
/** The longest body of an admin's mail to a user, in characters of plain text. */
export const ADMIN_MAIL_BODY_MAX = 5000;

/**
 * §7 sendEmail: a company admin writes to one of the company's users (the address is the user's,
 * never the form's). The body is plain text: the mail layout escapes it and keeps its paragraphs,
 * so no markup from the browser reaches a mailbox.
 */
export const adminSendEmailSchema = writeObject({
  subject: requiredText('validation.subject_required')
    .max(ADMIN_MAIL_SUBJECT_MAX, 'validation.max_characters')
    .refine((value) => !/[\r\n]/.test(value), invalidInput),
  body: requiredText('validation.message_required').max(ADMIN_MAIL_BODY_MAX, 'validation.max_characters'),
});
export type AdminSendEmailInput = z.input<typeof adminSendEmailSchema>;

/** §7 verifyEmail {uid, verified}: the user is in the path; verified marks the address confirmed or not. */
export const adminVerifyEmailSchema = writeObject({
  verified: z.boolean(invalidInput),
});
export type AdminVerifyEmailInput = z.input<typeof adminVerifyEmailSchema>;
