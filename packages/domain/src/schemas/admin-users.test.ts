import { describe, expect, it } from 'vitest';
import { ADMIN_MAIL_BODY_MAX, adminSendEmailSchema, adminVerifyEmailSchema } from './admin-users';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('admin e-mail operations (§7 sendEmail, verifyEmail)', () => {
  it('takes a one-line subject and a plain-text body, trimmed', () => {
    expect(adminSendEmailSchema.parse({ subject: ' Review ', body: 'Dear Ada,\n\nCall us.' })).toEqual({
      subject: 'Review',
      body: 'Dear Ada,\n\nCall us.',
    });
  });

  it('refuses blanks, an over-long body, a second subject line and fields it does not declare', () => {
    expect(messages(adminSendEmailSchema.safeParse({ subject: ' ', body: '' }))).toEqual([
      'validation.subject_required',
      'validation.message_required',
    ]);
    const long = adminSendEmailSchema.safeParse({ subject: 'S', body: 'x'.repeat(ADMIN_MAIL_BODY_MAX + 1) });
    expect(messages(long)).toEqual(['validation.max_characters']);
    expect(adminSendEmailSchema.safeParse({ subject: 'S\nBcc: x@y.z', body: 'x' }).success).toBe(false);
    const extra = adminSendEmailSchema.safeParse({ subject: 'S', body: 'x', to: 'someone@else.example' });
    expect(messages(extra)).toEqual(['validation.unknown_field']);
  });

  it('verifyEmail needs a boolean and nothing else (the user is in the path)', () => {
    expect(adminVerifyEmailSchema.parse({ verified: false })).toEqual({ verified: false });
    expect(adminVerifyEmailSchema.safeParse({ verified: 'yes' }).success).toBe(false);
    expect(adminVerifyEmailSchema.safeParse({ verified: true, uid: 'u1' }).success).toBe(false);
  });
});
