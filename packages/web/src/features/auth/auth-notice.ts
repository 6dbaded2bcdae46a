/** A notice above the login form: a success, or why the visitor was signed out. */
export interface AuthNotice {
  text: string;
  severity: 'success' | 'info' | 'warning';
}
