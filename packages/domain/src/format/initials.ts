/**
 * The initials a signed-in user's avatar shows: the first letters of the first two words of the
 * name, else of the e-mail address. The app's account menu draws them, and the server fills them
 * into the prerendered signed-in frame, so both paint the same letters (decision 116).
 */
export function userInitials(user: { name?: string | null; email: string }): string {
  const source = user.name?.trim() || user.email;
  return source
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
