import core from './core/el';
import features from './features/el';
import type { LocaleResources } from './en';

/** Greek. */
const el: LocaleResources = { ...core, ...features };

export default el;
