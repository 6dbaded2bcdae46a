import { addDays, at } from '../calendar';
import type { PortalSeed, SeedContext } from '../context';
import { factsheetPdf, guidePdf, kiidPdf } from '../documents/builders';
import { storeDocument } from '../documents/store';

/** Funds per portal with a factsheet and a KIID in the library. */
const FUNDS_WITH_DOCUMENTS = 6;

/**
 * The portal-wide part of the document library: factsheets and KIIDs of a few funds, a guide for
 * the pension group, a brochure for the private-client group, and a form clients can download.
 */
export async function seedLibrary(ctx: SeedContext, portal: PortalSeed): Promise<void> {
  const rng = ctx.rng.fork(`library-${portal.index}`);
  const issuer = { company: portal.company.name, index: portal.index };
  const admin = portal.admins[0]!;
  const linked = ctx.market.funds.filter((fund) => fund.instrumentId !== null);
  const chosen = rng.sample(linked, FUNDS_WITH_DOCUMENTS);
  for (const fund of chosen) {
    const instrument = ctx.market.instruments.find((i) => i.id === fund.instrumentId)!;
    const created = at(addDays(ctx.asOf, -rng.int(5, 60)));
    const base = fund.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-+$/, '');
    await storeDocument(ctx, portal, {
      id: rng.uuid(),
      type: 'Factsheet',
      name: `${fund.name} factsheet`,
      fileName: `${base}-factsheet.pdf`,
      bytes: await factsheetPdf(issuer, fund, instrument.prices.slice(-60), ctx.asOf),
      createdAt: created,
      createdBy: admin,
      fundId: fund.id,
    });
    // SRRI 1-7 from the fund's kind: bonds low, equities high.
    const risk = fund.assetClass === 'Fixed Interest' ? 3 : fund.assetClass === 'Mixed Assets' ? 4 : 6;
    await storeDocument(ctx, portal, {
      id: rng.uuid(),
      type: 'KIID',
      name: `${fund.name} KIID`,
      fileName: `${base}-kiid.pdf`,
      bytes: await kiidPdf(issuer, fund, risk, ctx.asOf),
      createdAt: created,
      createdBy: admin,
      fundId: fund.id,
    });
  }

  const pension = portal.groups.find((g) => g.key === 'pension')!;
  await storeDocument(ctx, portal, {
    id: rng.uuid(),
    type: 'Prospectus and Brochures',
    name: 'Pension planning guide',
    fileName: 'pension-planning-guide.pdf',
    bytes: await guidePdf(
      issuer,
      'Pension planning guide',
      [
        'Pensions remain one of the most tax-efficient ways to save for retirement. Contributions receive tax relief at your marginal rate, and investments grow free of income and capital gains tax.',
        'From age 57 (55 until 2028) you can usually take a quarter of your pension tax-free and draw an income from the rest, buy an annuity, or combine the two.',
        'Your adviser reviews your retirement plan every year: how much you can sustainably withdraw, how your investments are positioned, and how to pass on what you do not spend.',
      ],
      ctx.asOf,
    ),
    createdAt: at(addDays(ctx.asOf, -45)),
    createdBy: portal.advisors[0]!,
    groupId: pension.id,
  });
  const wealthy = portal.groups.find((g) => g.key === 'high-net-worth')!;
  await storeDocument(ctx, portal, {
    id: rng.uuid(),
    type: 'Presentations',
    name: 'Private client service',
    fileName: 'private-client-service.pdf',
    bytes: await guidePdf(
      issuer,
      'Our private client service',
      [
        'A dedicated relationship manager and investment manager, with direct lines and same-day responses.',
        'Bespoke portfolios, estate and succession planning with your legal and tax advisers, and quarterly reviews.',
      ],
      ctx.asOf,
    ),
    createdAt: at(addDays(ctx.asOf, -90)),
    createdBy: admin,
    groupId: wealthy.id,
  });
  await storeDocument(ctx, portal, {
    id: rng.uuid(),
    type: 'Forms',
    name: 'Change of personal details form',
    fileName: 'change-of-details-form.pdf',
    bytes: await guidePdf(
      issuer,
      'Change of personal details',
      [
        'Full name: ____________________________________________',
        'Account number: _______________________________________',
        'New address: __________________________________________',
        'Telephone and e-mail: ___________________________________',
        'Signature and date: _____________________________________',
        'Please upload the completed form with a recent proof of address to your document library.',
      ],
      ctx.asOf,
    ),
    createdAt: at(addDays(ctx.asOf, -200)),
    createdBy: admin,
  });
}
