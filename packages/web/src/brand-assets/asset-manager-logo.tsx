import type { BrandLogoProps } from './brand-logo-props';

/**
 * The asset-manager brand's emblem: three rising columns under an arc, the shape of a portfolio
 * growing over time, drawn in the theme's colours so it follows every theme (dark ones too).
 */
export function AssetManagerLogo({ size, background, foreground }: BrandLogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 36 36"
      aria-hidden
      focusable="false"
      data-brand-logo="asset-manager"
    >
      <rect width="36" height="36" rx="8" fill={background} />
      <path
        d="M7 13.5C11 8 18.5 5.8 25.5 8.2"
        fill="none"
        stroke={foreground}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M23.2 5.6 27.6 8.8 22.6 11"
        fill="none"
        stroke={foreground}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="8" y="20" width="5" height="9" rx="1" fill={foreground} opacity="0.7" />
      <rect x="15.5" y="16" width="5" height="13" rx="1" fill={foreground} opacity="0.85" />
      <rect x="23" y="12" width="5" height="17" rx="1" fill={foreground} />
    </svg>
  );
}
