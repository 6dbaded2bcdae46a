import { formatNumberIn, formatPercentFigure } from '@portal/domain';
import type { ExplorerFund } from '../market/index';
import { PdfLayout } from './pdf-layout';

const ACCENTS: [number, number, number][] = [
  [0.04, 0.24, 0.36],
  [0.48, 0.12, 0.24],
];

// The seeded statements and factsheets are written in English (en-GB, §9).
const units = { format: (value: string) => formatNumberIn(value, 'en-GB', { maxDecimals: 4 }) };

/** 1234.5 → '1,234.50'; amounts arrive as exact decimal strings and are only formatted here. */
export function formatAmount(value: string): string {
  return formatNumberIn(value, 'en-GB', { minDecimals: 2, maxDecimals: 2 });
}

function percent(value: string | null): string {
  return value === null ? '-' : formatPercentFigure(value);
}

interface Issuer {
  company: string;
  /** 0 or 1: which company colour. */
  index: number;
}

export interface StatementInput extends Issuer {
  clientName: string;
  accountRef: string;
  periodEnd: string;
  currency: string;
  total: string;
  portfolios: {
    name: string;
    type: string;
    currency: string;
    value: string;
    holdings: { name: string; units: string; price: string; currency: string; value: string }[];
  }[];
}

const FOOTER =
  'Demo data. The value of investments can fall as well as rise. Past performance is not a guide to future returns.';

async function layout(issuer: Issuer, title: string, date: string) {
  const pdf = await PdfLayout.create({
    title,
    author: issuer.company,
    accent: ACCENTS[issuer.index % ACCENTS.length]!,
    footer: `${issuer.company} · ${FOOTER}`,
  });
  return pdf.dated(new Date(`${date}T00:00:00Z`));
}

/** The quarterly valuation statement of one account. */
export async function statementPdf(input: StatementInput): Promise<Uint8Array> {
  const pdf = await layout(input, `Quarterly statement ${input.periodEnd}`, input.periodEnd);
  pdf
    .heading(input.company, 14)
    .heading('Quarterly valuation statement')
    .facts([
      ['Client', input.clientName],
      ['Account', input.accountRef],
      ['Valuation date', input.periodEnd],
      ['Total value', `${input.currency} ${formatAmount(input.total)}`],
    ]);
  pdf.table(
    [
      { header: 'Portfolio', width: 250 },
      { header: 'Type', width: 70 },
      { header: 'Currency', width: 60 },
      { header: 'Value', width: 115, align: 'right' },
    ],
    input.portfolios.map((p) => [p.name, p.type, p.currency, formatAmount(p.value)]),
  );
  for (const portfolio of input.portfolios) {
    pdf.subheading(`${portfolio.name} (${portfolio.type})`);
    pdf.table(
      [
        { header: 'Holding', width: 215 },
        { header: 'Units', width: 80, align: 'right' },
        { header: 'Price', width: 80, align: 'right' },
        { header: 'Ccy', width: 35 },
        { header: 'Value', width: 85, align: 'right' },
      ],
      portfolio.holdings.map((h) => [
        h.name,
        units.format(h.units),
        h.price,
        h.currency,
        formatAmount(h.value),
      ]),
    );
  }
  pdf.paragraph(
    'Holdings are valued at the closing prices of the valuation date and converted to the portfolio currency at that ' +
      "day's exchange rates. Lines priced in pence (GBX) are shown in pence; their values are in pounds.",
    8,
    true,
  );
  return pdf.save();
}

/** A fund factsheet: key facts, performance and a price chart. */
export async function factsheetPdf(issuer: Issuer, fund: ExplorerFund, prices: string[], date: string) {
  const pdf = await layout(issuer, `${fund.name} factsheet`, date);
  pdf
    .heading(fund.name)
    .paragraph(`Factsheet as at ${date}`, 10, true)
    .facts([
      ['ISIN', fund.isin],
      ['Citi code', fund.fundCode],
      ['Group name', fund.groupName],
      ['Asset class', fund.assetClass],
      ['Fund type', fund.fundType],
      ['Objective', fund.objective],
      ['Currency', fund.currency],
      [
        'Fund size',
        `${fund.currency === 'GBX' ? 'GBP' : fund.currency} ${formatAmount((Number(fund.size) / 1e6).toFixed(2))}m`,
      ],
      ['ESG rating', `${fund.esgRating} / 10`],
    ])
    .subheading('Performance')
    .table(
      ['1 month', '3 months', 'Year to date', '1 year', '3 years', '5 years'].map((header) => ({
        header,
        width: 82,
        align: 'right' as const,
      })),
      [
        [
          percent(fund.changes.change1m),
          percent(fund.changes.change3m),
          percent(fund.changes.changeYtd),
          percent(fund.changes.change1y),
          percent(fund.changes.change3y),
          percent(fund.changes.change5y),
        ],
      ],
    )
    .subheading('Price history')
    .chart(prices.map(Number))
    .paragraph(
      `The fund aims to deliver ${fund.objective.toLowerCase()} over the long term by investing mainly in ` +
        `${fund.assetClass.toLowerCase()} (${fund.sector}). It is managed by ${fund.groupName}.`,
    );
  return pdf.save();
}

/** Key Investor Information Document of a fund. */
export async function kiidPdf(issuer: Issuer, fund: ExplorerFund, riskIndicator: number, date: string) {
  const pdf = await layout(issuer, `${fund.name} KIID`, date);
  pdf
    .heading('Key Investor Information')
    .paragraph(
      'This document provides you with key investor information about this fund. It is not marketing material. ' +
        'The information is required by law to help you understand the nature and the risks of investing in this fund.',
      9,
      true,
    )
    .subheading(`${fund.name} (ISIN ${fund.isin})`)
    .subheading('Objectives and investment policy')
    .paragraph(
      `The fund aims for ${fund.objective.toLowerCase()} by investing in ${fund.assetClass.toLowerCase()}. ` +
        'Income is paid out for income units and reinvested for accumulation units. You can buy and sell units on any business day.',
    )
    .subheading('Risk and reward profile')
    .scale(riskIndicator)
    .paragraph(
      'Lower risk typically means lower rewards, higher risk typically higher rewards. The category is based on ' +
        'historical volatility and may change over time. The lowest category does not mean risk free.',
      9,
    )
    .subheading('Charges')
    .facts([
      ['Entry charge', 'None'],
      ['Exit charge', 'None'],
      ['Ongoing charges', `${(0.15 + (riskIndicator - 1) * 0.12).toFixed(2)}%`],
    ])
    .subheading('Practical information')
    .paragraph(
      `Fund manager: ${fund.groupName}. Prices are published daily. This KIID is accurate as at ${date}.`,
      9,
    );
  return pdf.save();
}

/** A guide or form: a title and paragraphs (group documents, forms, risk profile factsheets). */
export async function guidePdf(issuer: Issuer, title: string, paragraphs: string[], date: string) {
  const pdf = await layout(issuer, title, date);
  pdf.heading(issuer.company, 12).heading(title).paragraph(date, 9, true);
  for (const paragraph of paragraphs) pdf.paragraph(paragraph);
  return pdf.save();
}
