export const AUTH_MODES = ['login', 'signup', 'reset'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export function isAuthMode(value: string | null | undefined): value is AuthMode {
  return !!value && (AUTH_MODES as readonly string[]).includes(value);
}
