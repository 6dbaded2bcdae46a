import type { Locale } from '@portal/domain';

interface CommentaryText {
  title: (quarter: number, year: string) => string;
  /** One body a quarter, newest quarter first, repeating. */
  bodies: readonly string[];
}

/** The demo portals' quarterly market commentary, in each language a portal's clients read. */
export const COMMENTARY_TEXTS: Record<Locale, CommentaryText> = {
  en: {
    title: (quarter, year) => `Market commentary Q${quarter} ${year}`,
    // prettier-ignore
    bodies: [
      'Equity markets rose over the quarter as inflation continued to ease and corporate earnings beat expectations. We kept portfolios close to their strategic weights and added modestly to UK equities, where valuations remain attractive.',
      'A volatile quarter: bond yields rose early on before retreating as central banks signalled patience. Our preference for quality companies and shorter-dated bonds helped portfolios hold up better than their benchmarks.',
      'Global growth proved more resilient than feared. We took some profits in US technology shares after a strong run and reinvested in infrastructure and high-quality corporate bonds.',
      'Markets ended the year on a firm footing. Looking ahead, we expect moderate returns from equities and a more useful contribution from bonds, which once again offer income above inflation.',
    ],
  },
  el: {
    title: (quarter, year) => `Σχόλιο αγορών ${quarter}ου τριμήνου ${year}`,
    // prettier-ignore
    bodies: [
      'Οι μετοχικές αγορές κινήθηκαν ανοδικά στο τρίμηνο, καθώς ο πληθωρισμός συνέχισε να υποχωρεί και τα εταιρικά κέρδη ξεπέρασαν τις προσδοκίες. Διατηρήσαμε τα χαρτοφυλάκια κοντά στις στρατηγικές τους σταθμίσεις και αυξήσαμε ελαφρά τις ευρωπαϊκές μετοχές, όπου οι αποτιμήσεις παραμένουν ελκυστικές.',
      'Ένα τρίμηνο με μεταβλητότητα: οι αποδόσεις των ομολόγων αυξήθηκαν αρχικά και υποχώρησαν όταν οι κεντρικές τράπεζες έδειξαν υπομονή. Η προτίμησή μας για ποιοτικές εταιρείες και ομόλογα μικρότερης διάρκειας βοήθησε τα χαρτοφυλάκια να αντέξουν καλύτερα από τους δείκτες αναφοράς.',
      'Η παγκόσμια ανάπτυξη αποδείχθηκε ανθεκτικότερη από ό,τι φοβόμασταν. Κατοχυρώσαμε μέρος των κερδών στις αμερικανικές μετοχές τεχνολογίας μετά από ισχυρή άνοδο και επενδύσαμε σε υποδομές και εταιρικά ομόλογα υψηλής ποιότητας.',
      'Οι αγορές έκλεισαν τη χρονιά σε σταθερό έδαφος. Για τη συνέχεια αναμένουμε μέτριες αποδόσεις από τις μετοχές και πιο ουσιαστική συμβολή από τα ομόλογα, που προσφέρουν ξανά εισόδημα πάνω από τον πληθωρισμό.',
    ],
  },
  is: {
    title: (quarter, year) => `Markaðsumfjöllun ${quarter}. ársfjórðungs ${year}`,
    // prettier-ignore
    bodies: [
      'Hlutabréfamarkaðir hækkuðu á ársfjórðungnum þar sem verðbólga hélt áfram að hjaðna og afkoma fyrirtækja var umfram væntingar. Við héldum eignasöfnum nálægt langtímavægi sínu og jukum lítillega við norræn hlutabréf, þar sem verðmat er enn hagstætt.',
      'Sveiflukenndur ársfjórðungur: ávöxtunarkrafa skuldabréfa hækkaði framan af en lækkaði aftur þegar seðlabankar gáfu til kynna þolinmæði. Áhersla okkar á traust fyrirtæki og styttri skuldabréf hjálpaði eignasöfnum að standa sig betur en viðmið þeirra.',
      'Hagvöxtur í heiminum reyndist þrautseigari en óttast var. Við innleystum hluta hagnaðar af bandarískum tæknihlutabréfum eftir mikla hækkun og fjárfestum í innviðum og vönduðum fyrirtækjaskuldabréfum.',
      'Markaðir luku árinu á traustum grunni. Fram undan gerum við ráð fyrir hóflegri ávöxtun hlutabréfa og meira framlagi skuldabréfa, sem á ný bera vexti umfram verðbólgu.',
    ],
  },
};
