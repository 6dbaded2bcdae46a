/** §3/§9: about 21 sectors, each with a colour of the sector palette. */
export const SECTOR_COLOURS = {
  UK: '#1565C0',
  US: '#C62828',
  Europe: '#283593',
  Asia: '#EF6C00',
  Japan: '#AD1457',
  'Emerging Markets': '#F9A825',
  Global: '#00838F',
  Currency: '#2E7D32',
  Property: '#6D4C41',
  Commodities: '#FF8F00',
  Infrastructure: '#546E7A',
  Technology: '#5E35B1',
  Healthcare: '#D81B60',
  Financials: '#3949AB',
  Energy: '#F4511E',
  Industrials: '#757575',
  'Consumer Goods': '#8E24AA',
  Utilities: '#00897B',
  'Fixed Interest': '#43A047',
  Cash: '#9E9D24',
  Other: '#B0BEC5',
} as const satisfies Record<string, string>;

export type Sector = keyof typeof SECTOR_COLOURS;
export const SECTORS = Object.keys(SECTOR_COLOURS) as Sector[];

/** The colour of a sector; an unknown sector gets the colour of 'Other'. */
export function sectorColour(sector: string | null | undefined): string {
  const key = (sector ?? '') as Sector;
  return Object.prototype.hasOwnProperty.call(SECTOR_COLOURS, key)
    ? SECTOR_COLOURS[key]
    : SECTOR_COLOURS.Other;
}
