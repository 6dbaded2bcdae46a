import type { FundCategory, HoldingAssetClass, HoldingRegion, HoldingType, Sector } from '@portal/domain';

/**
 * The names of the data's classification values (§3 Holding: region, asset class, type; §9 sectors)
 * as each language writes them; spread into ../{en,el,is}.ts. The data stores the English value;
 * screens show it through useDataName, so a value the lists do not know is shown as the data says.
 * Spec §3 also names the regions 'United States', 'USA' and 'Frankfurt' as found in source data.
 */
interface DataNames {
  region: Record<HoldingRegion | 'United States' | 'USA' | 'Frankfurt', string>;
  assetClass: Record<HoldingAssetClass, string>;
  /** The explorer's fund categories (a fund's asset class). */
  category: Record<FundCategory, string>;
  type: Record<HoldingType, string>;
  sector: Record<Sector, string>;
}

const en: DataNames = {
  region: {
    Global: 'Global',
    Europe: 'Europe',
    UK: 'UK',
    'North America': 'North America',
    'Emerging markets': 'Emerging markets',
    Japan: 'Japan',
    Other: 'Other',
    'United States': 'United States',
    USA: 'USA',
    Frankfurt: 'Frankfurt',
  },
  assetClass: {
    Equity: 'Equity',
    'Fixed income': 'Fixed income',
    Property: 'Property',
    Cash: 'Cash',
    Other: 'Other',
    Crypto: 'Crypto',
  },
  category: {
    Equities: 'Equities',
    'Fixed Interest': 'Fixed Interest',
    'Money Market': 'Money Market',
    Property: 'Property',
    Commodities: 'Commodities',
    'Mixed Assets': 'Mixed Assets',
  },
  type: { Stock: 'Stock', Fund: 'Fund', Cash: 'Cash', Commodity: 'Commodity', Other: 'Other' },
  sector: {
    UK: 'UK',
    US: 'US',
    Europe: 'Europe',
    Asia: 'Asia',
    Japan: 'Japan',
    'Emerging Markets': 'Emerging Markets',
    Global: 'Global',
    Currency: 'Currency',
    Property: 'Property',
    Commodities: 'Commodities',
    Infrastructure: 'Infrastructure',
    Technology: 'Technology',
    Healthcare: 'Healthcare',
    Financials: 'Financials',
    Energy: 'Energy',
    Industrials: 'Industrials',
    'Consumer Goods': 'Consumer Goods',
    Utilities: 'Utilities',
    'Fixed Interest': 'Fixed Interest',
    Cash: 'Cash',
    Other: 'Other',
  },
};

const el: DataNames = {
  region: {
    Global: 'Παγκόσμια',
    Europe: 'Ευρώπη',
    UK: 'Ηνωμένο Βασίλειο',
    'North America': 'Βόρεια Αμερική',
    'Emerging markets': 'Αναδυόμενες αγορές',
    Japan: 'Ιαπωνία',
    Other: 'Λοιπά',
    'United States': 'Ηνωμένες Πολιτείες',
    USA: 'ΗΠΑ',
    Frankfurt: 'Φρανκφούρτη',
  },
  assetClass: {
    Equity: 'Μετοχές',
    'Fixed income': 'Σταθερό εισόδημα',
    Property: 'Ακίνητα',
    Cash: 'Μετρητά',
    Other: 'Λοιπά',
    Crypto: 'Κρυπτονομίσματα',
  },
  category: {
    Equities: 'Μετοχικά',
    'Fixed Interest': 'Ομολογιακά',
    'Money Market': 'Διαχείρισης διαθεσίμων',
    Property: 'Ακινήτων',
    Commodities: 'Εμπορευμάτων',
    'Mixed Assets': 'Μικτά',
  },
  type: {
    Stock: 'Μετοχή',
    Fund: 'Αμοιβαίο κεφάλαιο',
    Cash: 'Μετρητά',
    Commodity: 'Εμπόρευμα',
    Other: 'Λοιπά',
  },
  sector: {
    UK: 'Ηνωμένο Βασίλειο',
    US: 'ΗΠΑ',
    Europe: 'Ευρώπη',
    Asia: 'Ασία',
    Japan: 'Ιαπωνία',
    'Emerging Markets': 'Αναδυόμενες αγορές',
    Global: 'Παγκόσμια',
    Currency: 'Νομίσματα',
    Property: 'Ακίνητα',
    Commodities: 'Εμπορεύματα',
    Infrastructure: 'Υποδομές',
    Technology: 'Τεχνολογία',
    Healthcare: 'Υγεία',
    Financials: 'Χρηματοοικονομικά',
    Energy: 'Ενέργεια',
    Industrials: 'Βιομηχανία',
    'Consumer Goods': 'Καταναλωτικά αγαθά',
    Utilities: 'Κοινή ωφέλεια',
    'Fixed Interest': 'Σταθερό εισόδημα',
    Cash: 'Μετρητά',
    Other: 'Λοιπά',
  },
};

const is: DataNames = {
  region: {
    Global: 'Alþjóðlegt',
    Europe: 'Evrópa',
    UK: 'Bretland',
    'North America': 'Norður-Ameríka',
    'Emerging markets': 'Nýmarkaðir',
    Japan: 'Japan',
    Other: 'Annað',
    'United States': 'Bandaríkin',
    USA: 'Bandaríkin',
    Frankfurt: 'Frankfurt',
  },
  assetClass: {
    Equity: 'Hlutabréf',
    'Fixed income': 'Skuldabréf',
    Property: 'Fasteignir',
    Cash: 'Reiðufé',
    Other: 'Annað',
    Crypto: 'Rafmyntir',
  },
  category: {
    Equities: 'Hlutabréfasjóðir',
    'Fixed Interest': 'Skuldabréfasjóðir',
    'Money Market': 'Peningamarkaðssjóðir',
    Property: 'Fasteignasjóðir',
    Commodities: 'Hrávörusjóðir',
    'Mixed Assets': 'Blandaðir sjóðir',
  },
  type: { Stock: 'Hlutabréf', Fund: 'Sjóður', Cash: 'Reiðufé', Commodity: 'Hrávara', Other: 'Annað' },
  sector: {
    UK: 'Bretland',
    US: 'Bandaríkin',
    Europe: 'Evrópa',
    Asia: 'Asía',
    Japan: 'Japan',
    'Emerging Markets': 'Nýmarkaðir',
    Global: 'Alþjóðlegt',
    Currency: 'Gjaldmiðlar',
    Property: 'Fasteignir',
    Commodities: 'Hrávörur',
    Infrastructure: 'Innviðir',
    Technology: 'Tækni',
    Healthcare: 'Heilbrigðisþjónusta',
    Financials: 'Fjármálaþjónusta',
    Energy: 'Orka',
    Industrials: 'Iðnaður',
    'Consumer Goods': 'Neysluvörur',
    Utilities: 'Veitur',
    'Fixed Interest': 'Skuldabréf',
    Cash: 'Reiðufé',
    Other: 'Annað',
  },
};

export const dataNameStrings = { en: { dataNames: en }, el: { dataNames: el }, is: { dataNames: is } };
