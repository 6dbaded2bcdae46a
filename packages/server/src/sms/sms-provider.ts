/** One text message; the body is plain text and short (a PIN, never a link with a token). */
export interface SmsMessage {
  to: string;
  body: string;
  userId: string;
}

/**
 * Sends text messages. A real gateway (Twilio, Vonage, …) implements this; without one the
 * outbox provider records the message in the `sms` table. Like the Mailer, implementations do not
 * throw for a delivery failure: they record and log it.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
