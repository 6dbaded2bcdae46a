import path from 'node:path';

import type { Plugin } from 'vite';

import el from '../src/i18n/locales/features/el';
import en from '../src/i18n/locales/features/en';
import is from '../src/i18n/locales/features/is';

/** Every language's signed-in texts as the build loaded them (a new language is added here too). */
const FEATURE_STRINGS: Record<string, object> = { en, el, is };

const FEATURES_FILE = /[\\/]src[\\/]i18n[\\/]locales[\\/]features[\\/]([\w-]+)\.ts$/;

/**
 * In the build, each `locales/features/{lng}.ts` becomes its language's texts alone, as JSON. The
 * files spread areas declared in every language side by side (./areas/*.ts), so as modules each
 * language's chunk would share one chunk holding all three, and the first signed-in screen would
 * load every language's texts. `vite dev` and the tests keep the modules (edits reload as usual);
 * the build reads the files when it starts.
 */
export function featureStringsPlugin(): Plugin {
  return {
    name: 'portal-feature-strings',
    apply: 'build',
    load(id) {
      const lng = FEATURES_FILE.exec(id.split('?')[0]!)?.[1];
      if (!lng) return null;
      const strings = FEATURE_STRINGS[lng];
      if (!strings) throw new Error(`${path.basename(id)}: no entry in vite/feature-strings-plugin.ts`);
      // JSON.parse of a string literal parses faster than the same object as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});`;
    },
  };
}
