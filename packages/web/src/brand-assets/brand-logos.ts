import type { BrandId } from '@portal/domain';
import type { ComponentType } from 'react';

import { AssetManagerLogo } from './asset-manager-logo';
import type { BrandLogoProps } from './brand-logo-props';
import { DemoLogo } from './demo-logo';

/**
 * The brands' own emblems (SVG drawn in code, in the theme's colours). A portal's uploaded logo
 * still comes first; a brand without an emblem shows its name's initial.
 */
export const BRAND_LOGOS: Partial<Record<BrandId, ComponentType<BrandLogoProps>>> = {
  'asset-manager': AssetManagerLogo,
  demo: DemoLogo,
};
