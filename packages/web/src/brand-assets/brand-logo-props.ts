/** What a brand's emblem is drawn with: its size and the theme's two colours. */
export interface BrandLogoProps {
  size: number;
  background: string;
  foreground: string;
}
