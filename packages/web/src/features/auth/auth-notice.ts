/** A notice above the login form: a success, why the visitor was signed out, or a link that failed. */
export interface AuthNotice {
  text: string;
  severity: 'success' | 'info' | 'warning' | 'error';
}
