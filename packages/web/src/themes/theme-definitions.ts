import type { ThemeId } from '@portal/domain';

import { brandAssetManager } from './definitions/brand-asset-manager';
import { brandDemo } from './definitions/brand-demo';
import { brandGreek } from './definitions/brand-greek';
import { brandGreekProfessional } from './definitions/brand-greek-professional';
import { brandIcelandic } from './definitions/brand-icelandic';
import { brandPartners } from './definitions/brand-partners';
import { classic } from './definitions/classic';
import { contrast } from './definitions/contrast';
import { corporate } from './definitions/corporate';
import { dark } from './definitions/dark';
import { light } from './definitions/light';
import { main } from './definitions/main';
import { tech } from './definitions/tech';
import type { ThemeDefinition } from './theme-definition';

/** Every theme a portal may choose (§3 Portal themes), plus the brand themes. */
export const themeDefinitions: Partial<Record<ThemeId, ThemeDefinition>> = {
  classic,
  contrast,
  corporate,
  dark,
  light,
  main,
  tech,
  'brand:asset-manager': brandAssetManager,
  'brand:partners': brandPartners,
  'brand:greek': brandGreek,
  'brand:greek:professional': brandGreekProfessional,
  'brand:icelandic': brandIcelandic,
  'brand:demo': brandDemo,
};

export const DEFAULT_THEME_ID: ThemeId = 'main';
