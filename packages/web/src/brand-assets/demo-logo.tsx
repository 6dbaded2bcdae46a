import type { BrandLogoProps } from './brand-logo-props';

/**
 * The demo brand's emblem: an allocation ring of three slices around a solid centre (a portfolio
 * and its parts), distinct from the asset manager's so a prospect can tell the demo apart.
 */
export function DemoLogo({ size, background, foreground }: BrandLogoProps) {
  // A ring of radius 10 (circumference 62.83) drawn as three dashed arcs with small gaps.
  const circumference = 2 * Math.PI * 10;
  const slices = [
    { share: 0.5, opacity: 1 },
    { share: 0.3, opacity: 0.75 },
    { share: 0.2, opacity: 0.5 },
  ];
  let start = 0;
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden focusable="false" data-brand-logo="demo">
      <rect width="36" height="36" rx="18" fill={background} />
      <g transform="rotate(-90 18 18)">
        {slices.map(({ share, opacity }) => {
          const length = share * circumference - 1.5;
          const arc = (
            <circle
              key={share}
              cx="18"
              cy="18"
              r="10"
              fill="none"
              stroke={foreground}
              strokeWidth="4.5"
              strokeDasharray={`${length} ${circumference - length}`}
              strokeDashoffset={-start}
              opacity={opacity}
            />
          );
          start += share * circumference;
          return arc;
        })}
      </g>
      <circle cx="18" cy="18" r="3.5" fill={foreground} />
    </svg>
  );
}
