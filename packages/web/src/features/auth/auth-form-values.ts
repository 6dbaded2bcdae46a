/** The login dialog's fields; each mode validates those it submits with the domain's schema. */
export interface AuthFormValues {
  email: string;
  password: string;
  /** The terms checkbox of signup (domain signupSchema `terms`). */
  terms: boolean;
}
