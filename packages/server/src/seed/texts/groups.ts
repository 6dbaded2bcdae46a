import type { Locale } from '@portal/domain';

interface GroupText {
  name: string;
  score: number;
  welcomeTitle: string;
  welcomeBody: string;
}

type GroupKey = 'high-net-worth' | 'pension' | 'sustainable';

/** The client groups every demo portal has, in each language. */
export const GROUP_TEXTS: Record<Locale, Record<GroupKey, GroupText>> = {
  en: {
    'high-net-worth': {
      name: 'High net worth',
      score: 90,
      welcomeTitle: 'Welcome to our private client service',
      welcomeBody:
        'As a private client you have a dedicated team, quarterly reviews and early access to our research.',
    },
    pension: {
      name: 'Pension clients',
      score: 70,
      welcomeTitle: 'Planning for retirement',
      welcomeBody:
        'Guides and updates about pension allowances, drawdown and retirement income are shared here.',
    },
    sustainable: {
      name: 'Sustainable investors',
      score: 60,
      welcomeTitle: 'Investing sustainably',
      welcomeBody:
        'Our stewardship reports and ESG research for clients who invest with sustainability in mind.',
    },
  },
  el: {
    'high-net-worth': {
      name: 'Πελάτες υψηλής καθαρής θέσης',
      score: 90,
      welcomeTitle: 'Καλώς ήρθατε στην υπηρεσία ιδιωτών πελατών',
      welcomeBody:
        'Ως ιδιώτης πελάτης έχετε αποκλειστική ομάδα, τριμηνιαίες αναθεωρήσεις και πρώτη πρόσβαση στις αναλύσεις μας.',
    },
    pension: {
      name: 'Συνταξιοδοτικοί πελάτες',
      score: 70,
      welcomeTitle: 'Σχεδιασμός για τη σύνταξη',
      welcomeBody:
        'Εδώ θα βρείτε οδηγούς και ενημερώσεις για τη συνταξιοδοτική αποταμίευση και το εισόδημα σύνταξης.',
    },
    sustainable: {
      name: 'Βιώσιμοι επενδυτές',
      score: 60,
      welcomeTitle: 'Βιώσιμες επενδύσεις',
      welcomeBody:
        'Οι εκθέσεις μας για τη βιωσιμότητα και την εταιρική διακυβέρνηση (ESG) για όσους επενδύουν υπεύθυνα.',
    },
  },
  is: {
    'high-net-worth': {
      name: 'Efnameiri viðskiptavinir',
      score: 90,
      welcomeTitle: 'Velkomin í einkabankaþjónustu',
      welcomeBody:
        'Sem einkabankaviðskiptavinur hefur þú eigið ráðgjafateymi, ársfjórðungslega yfirferð og fyrsta aðgang að greiningum okkar.',
    },
    pension: {
      name: 'Lífeyrisviðskiptavinir',
      score: 70,
      welcomeTitle: 'Undirbúningur starfsloka',
      welcomeBody:
        'Hér birtum við leiðbeiningar og fréttir um lífeyrissparnað, útgreiðslur og tekjur á eftirlaunum.',
    },
    sustainable: {
      name: 'Sjálfbærir fjárfestar',
      score: 60,
      welcomeTitle: 'Sjálfbærar fjárfestingar',
      welcomeBody:
        'Skýrslur okkar um sjálfbærni og góða stjórnarhætti (UFS) fyrir þá sem fjárfesta með ábyrgum hætti.',
    },
  },
};
