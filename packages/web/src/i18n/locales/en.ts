import core from './core/en';
import features from './features/en';

/**
 * English, the reference language: every other locale has exactly these keys (see i18n tests).
 * Kept in two parts so that the sign-in page loads only its own strings (core); the signed-in
 * screens' strings (features) load after sign-in. Domain messages (validation, errors, success) are
 * merged in under `messages.` at start-up.
 */
const en = { ...core, ...features };

export default en;

/** The shape every locale must have. */
export type LocaleResources = typeof en;
