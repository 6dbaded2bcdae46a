import core from './core/is';
import features from './features/is';
import type { LocaleResources } from './en';

/** Icelandic. */
const is: LocaleResources = { ...core, ...features };

export default is;
