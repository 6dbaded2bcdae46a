/** The login dialog's fields; each mode validates those it submits with the domain's schema. */
export interface AuthFormValues {
  email: string;
  password: string;
  /** The terms checkbox of signup (domain signupSchema `terms`). */
  terms: boolean;
}

/** A client's invitation (§4): its single-use token and the address it was sent to, fixed in the form. */
export interface InvitationContext {
  token: string;
  email: string;
  /** Where signup accepts it: a client's invitation by default, or a manager's (invite manager, §2). */
  acceptPath?: string;
}
