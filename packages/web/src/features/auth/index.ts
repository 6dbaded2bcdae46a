// The auth feature's public entry: the profile's password and sessions sections reuse these.
export { authErrorText } from './auth-error-text';
export { PasswordField } from './password-field';
