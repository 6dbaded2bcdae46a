import type { SmsProvider } from '../../sms/sms-provider';
import type { AuthContext, AuthDeps } from '../context';

/** What the second-factor operations need: the auth context and a way to send text messages. */
export interface MfaContext extends AuthContext {
  sms: SmsProvider;
}

export type MfaDeps = AuthDeps & { sms?: SmsProvider };
