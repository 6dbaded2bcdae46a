import type { Locale } from '@portal/domain';

export interface ThreadTemplate {
  subject: string;
  /** Who opens the thread; the others alternate. */
  opener: 'client' | 'advisor';
  bodies: string[];
}

/** Conversations between clients and advisors, in each language. */
export const THREADS: Record<Locale, ThreadTemplate[]> = {
  en: [
    {
      subject: 'ISA allowance for this tax year',
      opener: 'client',
      bodies: [
        'Hello, could you tell me how much of my ISA allowance I have used this tax year? I would like to top up before 5 April.',
        'Good morning. You have used £8,000 of the £20,000 allowance so far. I can arrange a bank transfer and invest it in line with your current mix if you wish.',
        'That would be great, please go ahead with £12,000.',
        'Done: the payment is expected on Thursday and we will invest it on receipt. You will see it in your transactions shortly.',
      ],
    },
    {
      subject: 'Annual review meeting',
      opener: 'advisor',
      bodies: [
        'Your annual review is due next month. Would a video call on the 14th or the 21st suit you? I will send the valuation pack beforehand.',
        'The 21st in the afternoon works well for me. Could we also discuss drawing an income from my pension?',
        'Of course, I will prepare drawdown illustrations for the meeting. Invitation on its way.',
      ],
    },
    {
      subject: 'Change of address',
      opener: 'client',
      bodies: [
        'We have moved house. Please update my address on the account; I have uploaded a utility bill to the library.',
        'Thank you, we have updated your records and checked the document. Nothing else is needed from you.',
      ],
    },
    {
      subject: 'Question about the fall in my portfolio',
      opener: 'client',
      bodies: [
        'I noticed my portfolio value dropped last month. Should I be worried?',
        'Markets were weaker across the board last month, mostly in technology shares. Your portfolio fell less than its benchmark, and your plan remains on track for your long-term goals.',
        'Thanks for explaining, that is reassuring.',
      ],
    },
    {
      subject: 'Withdrawal request',
      opener: 'client',
      bodies: [
        'I would like to withdraw £5,000 from my General Investment Account for a home improvement project.',
        'No problem. We will raise the cash from your money market holding so no investments need to be sold. Funds should reach your bank in three working days.',
        'Perfect, thank you.',
        'The payment has been sent today. Please let us know if there is anything else.',
      ],
    },
  ],
  el: [
    {
      subject: 'Ετήσια συνάντηση ανασκόπησης',
      opener: 'advisor',
      bodies: [
        'Η ετήσια ανασκόπηση του χαρτοφυλακίου σας πλησιάζει. Σας εξυπηρετεί μια βιντεοκλήση στις 14 ή στις 21 του μήνα;',
        'Στις 21 το απόγευμα είναι ιδανικά. Θα ήθελα να συζητήσουμε και το συνταξιοδοτικό μου πρόγραμμα.',
        'Βεβαίως, θα ετοιμάσω σχετικές προβλέψεις. Θα λάβετε σύντομα την πρόσκληση.',
      ],
    },
    {
      subject: 'Αλλαγή διεύθυνσης',
      opener: 'client',
      bodies: [
        'Μετακομίσαμε πρόσφατα. Παρακαλώ ενημερώστε τη διεύθυνσή μου· ανέβασα έναν λογαριασμό ρεύματος στη βιβλιοθήκη.',
        'Σας ευχαριστούμε, τα στοιχεία σας ενημερώθηκαν. Δεν χρειάζεται κάτι άλλο από εσάς.',
      ],
    },
    {
      subject: 'Ερώτηση για την πτώση της αξίας',
      opener: 'client',
      bodies: [
        'Είδα ότι η αξία του χαρτοφυλακίου μου μειώθηκε τον προηγούμενο μήνα. Πρέπει να ανησυχώ;',
        'Οι αγορές ήταν γενικά πιο αδύναμες τον προηγούμενο μήνα. Το χαρτοφυλάκιό σας υποχώρησε λιγότερο από τον δείκτη αναφοράς και οι μακροπρόθεσμοι στόχοι σας δεν επηρεάζονται.',
        'Ευχαριστώ για την εξήγηση.',
      ],
    },
    {
      subject: 'Αίτημα ανάληψης',
      opener: 'client',
      bodies: [
        'Θα ήθελα να κάνω ανάληψη 5.000 € για την ανακαίνιση του σπιτιού μας.',
        'Κανένα πρόβλημα. Θα χρησιμοποιήσουμε τα διαθέσιμα μετρητά, ώστε να μη χρειαστεί πώληση επενδύσεων. Τα χρήματα θα πιστωθούν σε τρεις εργάσιμες ημέρες.',
        'Τέλεια, ευχαριστώ πολύ.',
      ],
    },
  ],
  is: [
    {
      subject: 'Árlegur yfirferðarfundur',
      opener: 'advisor',
      bodies: [
        'Komið er að árlegri yfirferð eignasafnsins. Hentar þér fjarfundur 14. eða 21. næsta mánaðar?',
        'Þann 21. eftir hádegi hentar vel. Getum við líka rætt útgreiðslur úr lífeyrissparnaðinum?',
        'Að sjálfsögðu, ég undirbý útreikninga fyrir fundinn. Fundarboð er á leiðinni.',
      ],
    },
    {
      subject: 'Breytt heimilisfang',
      opener: 'client',
      bodies: [
        'Við erum flutt. Vinsamlegast uppfærið heimilisfangið mitt; ég setti staðfestingu í skjalasafnið.',
        'Takk fyrir, upplýsingarnar hafa verið uppfærðar. Ekkert fleira þarf frá þér.',
      ],
    },
    {
      subject: 'Spurning um lækkun eignasafnsins',
      opener: 'client',
      bodies: [
        'Ég sá að virði eignasafnsins lækkaði í síðasta mánuði. Þarf ég að hafa áhyggjur?',
        'Markaðir lækkuðu almennt í síðasta mánuði. Safnið þitt lækkaði minna en viðmiðið og langtímamarkmið þín standa óbreytt.',
        'Takk fyrir útskýringuna.',
      ],
    },
    {
      subject: 'Beiðni um úttekt',
      opener: 'client',
      bodies: [
        'Mig langar að taka út 5.000 evrur vegna framkvæmda heima.',
        'Ekkert mál. Við notum laust reiðufé svo ekki þarf að selja fjárfestingar. Greiðslan berst á þremur virkum dögum.',
        'Frábært, takk fyrir.',
      ],
    },
  ],
};

/** The message sent to a whole group (spec §6: members see it if they joined before it was sent). */
export const GROUP_MESSAGE: Record<Locale, { subject: string; body: string }> = {
  en: {
    subject: 'Quarterly market update',
    body: 'Dear clients, our quarterly review of markets and of our model portfolios is now in your document library. Equities ended the quarter higher while bond yields eased. As always, your adviser is happy to discuss what this means for you.',
  },
  el: {
    subject: 'Τριμηνιαία ενημέρωση αγορών',
    body: 'Αγαπητοί πελάτες, η τριμηνιαία ανασκόπηση των αγορών και των υποδειγματικών χαρτοφυλακίων μας είναι διαθέσιμη στη βιβλιοθήκη εγγράφων. Ο σύμβουλός σας είναι στη διάθεσή σας για κάθε ερώτηση.',
  },
  is: {
    subject: 'Ársfjórðungsleg markaðsyfirferð',
    body: 'Kæru viðskiptavinir, ársfjórðungsleg yfirferð okkar um markaði og fyrirmyndarsöfn er komin í skjalasafnið. Ráðgjafi þinn svarar gjarnan spurningum um hvað þetta þýðir fyrir þig.',
  },
};
