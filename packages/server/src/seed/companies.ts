import type { BrandId, Locale } from '@portal/domain';

/** One demo wealth manager: an organisation with one portal. */
export interface CompanySpec {
  name: string;
  /** E-mail domain. Under .example (RFC 2606), so no demo address can reach a real mailbox. */
  domain: string;
  portalName: string;
  /** Index into the brand language's city list, for the office address. */
  city: number;
  street: string;
  houseNumber: number;
}

/** Two companies per brand, named in the brand's language. */
export const COMPANIES: Record<BrandId, [CompanySpec, CompanySpec]> = {
  'asset-manager': [
    {
      name: 'Harbour & Vale Wealth Management',
      domain: 'harbourvale.example',
      portalName: 'Harbour & Vale Client Portal',
      city: 1,
      street: 'Cheapside',
      houseNumber: 71,
    },
    {
      name: 'Kingsbridge Private Clients',
      domain: 'kingsbridge-pc.example',
      portalName: 'Kingsbridge Online',
      city: 3,
      street: 'Queen Square',
      houseNumber: 12,
    },
  ],
  partners: [
    {
      name: 'Meridian Financial Partners',
      domain: 'meridian-partners.example',
      portalName: 'Meridian Partners Portal',
      city: 4,
      street: 'King Street',
      houseNumber: 40,
    },
    {
      name: 'Oakridge Wealth Partners',
      domain: 'oakridge-wealth.example',
      portalName: 'Oakridge Client Hub',
      city: 5,
      street: 'George Street',
      houseNumber: 88,
    },
  ],
  greek: [
    {
      name: 'Αιγαίο Διαχείριση Περιουσίας Α.Ε.',
      domain: 'aigaio-wealth.example',
      portalName: 'Αιγαίο Online',
      city: 0,
      street: 'Βασιλίσσης Σοφίας',
      houseNumber: 23,
    },
    {
      name: 'Ερμής Επενδυτική Α.Ε.Π.Ε.Υ.',
      domain: 'ermis-invest.example',
      portalName: 'Ερμής Πύλη Επενδυτών',
      city: 4,
      street: 'Τσιμισκή',
      houseNumber: 51,
    },
  ],
  icelandic: [
    {
      name: 'Norðurljós Eignastýring hf.',
      domain: 'nordurljos.example',
      portalName: 'Norðurljós Eignagátt',
      city: 0,
      street: 'Borgartún',
      houseNumber: 25,
    },
    {
      name: 'Hekla Fjárfestingar hf.',
      domain: 'hekla-fjarfestingar.example',
      portalName: 'Hekla Netbanki',
      city: 3,
      street: 'Hagasmári',
      houseNumber: 3,
    },
  ],
  demo: [
    {
      name: 'Northwind Wealth',
      domain: 'northwind-wealth.example',
      portalName: 'Northwind Wealth Portal',
      city: 0,
      street: 'Old Broad Street',
      houseNumber: 25,
    },
    {
      name: 'Bluewater Capital',
      domain: 'bluewater-capital.example',
      portalName: 'Bluewater Investor Centre',
      city: 6,
      street: 'Milsom Street',
      houseNumber: 9,
    },
  ],
};

/** Terms and conditions shown for acceptance (portal.tnc), one text per locale the brand offers. */
export function termsText(company: string, locale: Locale): string {
  switch (locale) {
    case 'el':
      return (
        `Όροι χρήσης της ψηφιακής πύλης της ${company}.\n\n` +
        'Η πύλη παρέχει πληροφορίες για τους λογαριασμούς και τα χαρτοφυλάκιά σας. Οι αποτιμήσεις είναι ενδεικτικές ' +
        'και δεν αποτελούν επίσημη βεβαίωση. Οι προηγούμενες αποδόσεις δεν αποτελούν ένδειξη για μελλοντικές αποδόσεις· ' +
        'η αξία των επενδύσεων μπορεί να μειωθεί όσο και να αυξηθεί. Διατηρείτε τα στοιχεία πρόσβασής σας απόρρητα και ' +
        'ενημερώστε μας αμέσως για κάθε μη εξουσιοδοτημένη χρήση. Τα προσωπικά σας δεδομένα επεξεργάζονται σύμφωνα με ' +
        'τον Γενικό Κανονισμό Προστασίας Δεδομένων (ΓΚΠΔ).'
      );
    case 'is':
      return (
        `Skilmálar fyrir notkun vefgáttar ${company}.\n\n` +
        'Gáttin veitir upplýsingar um reikninga þína og eignasöfn. Verðmöt eru til viðmiðunar og teljast ekki opinber ' +
        'staðfesting. Fyrri ávöxtun er ekki trygging fyrir framtíðarávöxtun og virði fjárfestinga getur lækkað jafnt sem ' +
        'hækkað. Haltu aðgangsupplýsingum þínum leyndum og láttu okkur vita án tafar ef grunur leikur á misnotkun. ' +
        'Farið er með persónuupplýsingar í samræmi við persónuverndarlög.'
      );
    case 'en':
      return (
        `Terms of use of the ${company} online portal.\n\n` +
        'The portal gives you information about your accounts and portfolios. Valuations are indicative and are not a ' +
        'contract note or an official statement. Past performance is not a guide to future returns; the value of ' +
        'investments and the income from them can fall as well as rise and you may get back less than you invested. ' +
        'Keep your sign-in details private and tell us at once if you suspect unauthorised use. We process your ' +
        'personal data in line with UK GDPR and our privacy notice.'
      );
  }
}
