/**
 * Strings of the simulator screens, in every language; spread into ../{en,el,is}.ts. Kept in a file of
 * their own so the feature's strings live together and each language has the same keys (i18n tests).
 */
export const simulatorStrings = {
  en: {
    simulator: {
      intro:
        'Answer six short questions about your plans and your attitude to risk. We suggest the tactical model portfolio that suits you and show how it would have performed.',
      privacy: 'Your answers stay in this browser: they are not sent to us or stored.',
      questionnaire: 'Your risk profile',
      required: 'Please choose an answer.',
      missing: 'Please answer every question ({{count}} left).',
      submit: 'See my recommended model',
      reset: 'Start again',
      questions: {
        horizon: {
          label: 'When will you need most of this money?',
          answers: {
            under3: 'Within 3 years',
            from3to5: 'In 3 to 5 years',
            from5to10: 'In 5 to 10 years',
            over10: 'In more than 10 years',
          },
        },
        fall: {
          label: 'If your investments fell by a fifth in a year, what would you do?',
          answers: {
            sellAll: 'Sell everything',
            sellSome: 'Sell some of them',
            hold: 'Wait for them to recover',
            buyMore: 'Invest more',
          },
        },
        income: {
          label: 'How much income do you need to take from these investments?',
          answers: {
            most: 'Most of the returns, regularly',
            some: 'Some, from time to time',
            little: 'Very little',
            none: 'None: everything stays invested',
          },
        },
        experience: {
          label: 'Which investments have you held before?',
          answers: {
            none: 'Only bank savings',
            funds: 'Funds or bonds',
            shares: 'Shares and funds',
            broad: 'A broad range, including higher-risk investments',
          },
        },
        capacity: {
          label: 'How would losing a quarter of this money affect your standard of living?',
          answers: {
            severe: 'Severely',
            noticeable: 'Noticeably',
            small: 'A little',
            none: 'Not at all',
          },
        },
        goal: {
          label: 'What matters most to you?',
          answers: {
            preserve: 'Keeping the value of my money',
            income: 'A steady income with some growth',
            balanced: 'A balance of growth and stability',
            growth: 'The highest growth over the long term',
          },
        },
      },
      result: 'Your recommended model portfolio',
      score: 'Your score: {{score}} of {{max}}',
      capped:
        'Because of your time horizon or your capacity for loss, we suggest a lower-risk model than your score alone would.',
      bands: {
        defensive: 'Defensive',
        cautious: 'Cautious',
        balanced: 'Balanced',
        growth: 'Growth',
      },
      exposure: 'Shares: {{min}}–{{max}}%',
      rebalance: 'Rebalanced: {{rebalance}}',
      expectedReturns: 'Expected returns: {{returns}} a year',
      factsheet: 'Risk profile factsheet',
      noModel: 'No model portfolio has been set up for this band yet. Please ask your adviser.',
      compare: 'Compare the model portfolios',
      recommended: 'recommended',
      riskComparison: {
        title: 'Risk comparison',
        note: 'How much of a portfolio each asset class and sector makes up at each risk level.',
        noteLevel:
          'How much of a portfolio each asset class and sector makes up at each risk level; this model is at risk level {{level}}.',
        assetClass: 'Asset class and sector',
        level: 'Risk level {{level}}',
        yours: '(this model)',
      },
      mix: 'Asset-class mix',
      mixSummary: '{{count}} asset classes; the largest is {{largest}} at {{weight}}.',
      assetClass: 'Asset class',
      weight: 'Weight',
      classes: {
        equities: 'Equities',
        fixedInterest: 'Fixed interest',
        alternatives: 'Alternatives',
        other: 'Cash and other',
      },
      simulated: 'Simulated returns',
      chartTitle: 'Simulated cumulative return',
      chartSummary:
        'From {{from}} to {{to}} the model would have returned {{portfolio}}, against {{benchmark}} for its benchmark.',
      model: 'Model',
      benchmark: 'Benchmark',
      benchmarkName: 'Benchmark: {{name}}',
      date: 'Date',
      since: 'Simulated return since {{date}}',
      periods: 'Returns by period',
      years: 'Calendar years',
      period: 'Period',
      cumulative: 'Cumulative',
      annualised: 'Annualised',
      periodNames: {
        '1Y': '1 year',
        '3Y': '3 years',
        '5Y': '5 years',
        inception: 'Since the start',
        YTD: 'Year to date',
      },
      method:
        'Each asset class is the equal-weighted average of the monthly returns of the market’s lines in that class (property funds and commodities stand for alternatives, cash for other), in each line’s own currency. The model’s weights are applied every month (rebalanced monthly) and chained into a cumulative return, before charges.',
      noData: 'There is not enough market history to simulate this model.',
      disclaimerTitle: 'Important information',
      disclaimer:
        'This simulation is an illustration, not personal advice. Simulated returns apply the model’s weights to past market returns of each asset class before charges; they are not the returns of a real portfolio. Past performance is not a guide to the future. The value of investments and the income from them can go down as well as up, and you may get back less than you invested. Please speak to your adviser before you make an investment decision.',
    },
  },
  el: {
    simulator: {
      intro:
        'Απαντήστε σε έξι σύντομες ερωτήσεις για τα σχέδιά σας και τη στάση σας απέναντι στον κίνδυνο. Σας προτείνουμε το τακτικό πρότυπο χαρτοφυλάκιο που σας ταιριάζει και δείχνουμε πώς θα είχε αποδώσει.',
      privacy:
        'Οι απαντήσεις σας μένουν σε αυτό το πρόγραμμα περιήγησης: δεν μας αποστέλλονται ούτε αποθηκεύονται.',
      questionnaire: 'Το προφίλ κινδύνου σας',
      required: 'Επιλέξτε μια απάντηση.',
      missing: 'Απαντήστε σε όλες τις ερωτήσεις (απομένουν {{count}}).',
      submit: 'Δείτε το προτεινόμενο πρότυπο',
      reset: 'Από την αρχή',
      questions: {
        horizon: {
          label: 'Πότε θα χρειαστείτε το μεγαλύτερο μέρος αυτών των χρημάτων;',
          answers: {
            under3: 'Μέσα σε 3 χρόνια',
            from3to5: 'Σε 3 έως 5 χρόνια',
            from5to10: 'Σε 5 έως 10 χρόνια',
            over10: 'Σε περισσότερα από 10 χρόνια',
          },
        },
        fall: {
          label: 'Αν οι επενδύσεις σας έχαναν το ένα πέμπτο της αξίας τους μέσα σε ένα έτος, τι θα κάνατε;',
          answers: {
            sellAll: 'Θα πουλούσα τα πάντα',
            sellSome: 'Θα πουλούσα ένα μέρος',
            hold: 'Θα περίμενα να ανακάμψουν',
            buyMore: 'Θα επένδυα περισσότερα',
          },
        },
        income: {
          label: 'Πόσο εισόδημα χρειάζεστε από αυτές τις επενδύσεις;',
          answers: {
            most: 'Το μεγαλύτερο μέρος των αποδόσεων, τακτικά',
            some: 'Κάποιο, κατά διαστήματα',
            little: 'Πολύ λίγο',
            none: 'Καθόλου: όλα μένουν επενδεδυμένα',
          },
        },
        experience: {
          label: 'Σε ποιες επενδύσεις είχατε τοποθετηθεί στο παρελθόν;',
          answers: {
            none: 'Μόνο σε τραπεζικές καταθέσεις',
            funds: 'Σε αμοιβαία κεφάλαια ή ομόλογα',
            shares: 'Σε μετοχές και αμοιβαία κεφάλαια',
            broad: 'Σε ευρύ φάσμα, και σε επενδύσεις υψηλότερου κινδύνου',
          },
        },
        capacity: {
          label: 'Πώς θα επηρέαζε το βιοτικό σας επίπεδο η απώλεια του ενός τετάρτου αυτών των χρημάτων;',
          answers: {
            severe: 'Σοβαρά',
            noticeable: 'Αισθητά',
            small: 'Λίγο',
            none: 'Καθόλου',
          },
        },
        goal: {
          label: 'Τι έχει για εσάς τη μεγαλύτερη σημασία;',
          answers: {
            preserve: 'Να διατηρήσω την αξία των χρημάτων μου',
            income: 'Σταθερό εισόδημα με κάποια ανάπτυξη',
            balanced: 'Ισορροπία ανάπτυξης και σταθερότητας',
            growth: 'Η μεγαλύτερη δυνατή μακροπρόθεσμη ανάπτυξη',
          },
        },
      },
      result: 'Το προτεινόμενο πρότυπο χαρτοφυλάκιό σας',
      score: 'Η βαθμολογία σας: {{score}} από {{max}}',
      capped:
        'Λόγω του χρονικού σας ορίζοντα ή της ικανότητάς σας να αντέξετε απώλειες, προτείνουμε πρότυπο χαμηλότερου κινδύνου από όσο θα έδειχνε μόνο η βαθμολογία σας.',
      bands: {
        defensive: 'Αμυντικό',
        cautious: 'Συντηρητικό',
        balanced: 'Ισορροπημένο',
        growth: 'Αναπτυξιακό',
      },
      exposure: 'Μετοχές: {{min}}–{{max}}%',
      rebalance: 'Αναπροσαρμογή: {{rebalance}}',
      expectedReturns: 'Αναμενόμενες αποδόσεις: {{returns}} ετησίως',
      factsheet: 'Ενημερωτικό δελτίο προφίλ κινδύνου',
      noModel:
        'Δεν έχει οριστεί ακόμη πρότυπο χαρτοφυλάκιο για αυτή την κατηγορία. Ρωτήστε τον σύμβουλό σας.',
      compare: 'Σύγκριση των πρότυπων χαρτοφυλακίων',
      recommended: 'προτεινόμενο',
      riskComparison: {
        title: 'Σύγκριση κινδύνου',
        note: 'Το ποσοστό του χαρτοφυλακίου σε κάθε κατηγορία και κλάδο, ανά επίπεδο κινδύνου.',
        noteLevel:
          'Το ποσοστό του χαρτοφυλακίου σε κάθε κατηγορία και κλάδο, ανά επίπεδο κινδύνου· αυτό το πρότυπο είναι στο επίπεδο κινδύνου {{level}}.',
        assetClass: 'Κατηγορία επενδύσεων και κλάδος',
        level: 'Επίπεδο κινδύνου {{level}}',
        yours: '(αυτό το πρότυπο)',
      },
      mix: 'Κατανομή ανά κατηγορία ενεργητικού',
      mixSummary: '{{count}} κατηγορίες ενεργητικού· η μεγαλύτερη είναι {{largest}} με {{weight}}.',
      assetClass: 'Κατηγορία ενεργητικού',
      weight: 'Στάθμιση',
      classes: {
        equities: 'Μετοχές',
        fixedInterest: 'Σταθερό εισόδημα',
        alternatives: 'Εναλλακτικές επενδύσεις',
        other: 'Μετρητά και λοιπά',
      },
      simulated: 'Προσομοιωμένες αποδόσεις',
      chartTitle: 'Προσομοιωμένη σωρευτική απόδοση',
      chartSummary:
        'Από {{from}} έως {{to}} το πρότυπο θα είχε αποδώσει {{portfolio}}, έναντι {{benchmark}} για τον δείκτη αναφοράς του.',
      model: 'Πρότυπο',
      benchmark: 'Δείκτης αναφοράς',
      benchmarkName: 'Δείκτης αναφοράς: {{name}}',
      date: 'Ημερομηνία',
      since: 'Προσομοιωμένη απόδοση από {{date}}',
      periods: 'Αποδόσεις ανά περίοδο',
      years: 'Ημερολογιακά έτη',
      period: 'Περίοδος',
      cumulative: 'Σωρευτική',
      annualised: 'Ετησιοποιημένη',
      periodNames: {
        '1Y': '1 έτος',
        '3Y': '3 έτη',
        '5Y': '5 έτη',
        inception: 'Από την αρχή',
        YTD: 'Από την αρχή του έτους',
      },
      method:
        'Κάθε κατηγορία ενεργητικού είναι ο ισοσταθμισμένος μέσος όρος των μηνιαίων αποδόσεων των τίτλων της αγοράς σε αυτή την κατηγορία (τα ακίνητα και τα εμπορεύματα αντιπροσωπεύουν τις εναλλακτικές επενδύσεις, τα μετρητά τα λοιπά), στο νόμισμα κάθε τίτλου. Οι σταθμίσεις του προτύπου εφαρμόζονται κάθε μήνα (μηνιαία αναπροσαρμογή) και συνδέονται σε σωρευτική απόδοση, πριν από τις χρεώσεις.',
      noData: 'Δεν υπάρχει αρκετό ιστορικό αγοράς για την προσομοίωση αυτού του προτύπου.',
      disclaimerTitle: 'Σημαντικές πληροφορίες',
      disclaimer:
        'Η προσομοίωση αυτή είναι ενδεικτική και δεν αποτελεί προσωπική συμβουλή. Οι προσομοιωμένες αποδόσεις εφαρμόζουν τις σταθμίσεις του προτύπου σε παλαιότερες αποδόσεις της αγοράς ανά κατηγορία ενεργητικού, πριν από τις χρεώσεις· δεν είναι αποδόσεις πραγματικού χαρτοφυλακίου. Οι προηγούμενες αποδόσεις δεν αποτελούν ένδειξη για τις μελλοντικές. Η αξία των επενδύσεων και το εισόδημα από αυτές μπορεί να μειωθούν όσο και να αυξηθούν, και ενδέχεται να λάβετε πίσω λιγότερα από όσα επενδύσατε. Συζητήστε με τον σύμβουλό σας πριν πάρετε οποιαδήποτε επενδυτική απόφαση.',
    },
  },
  is: {
    simulator: {
      intro:
        'Svaraðu sex stuttum spurningum um áform þín og viðhorf til áhættu. Við stingum upp á því fyrirmyndarsafni sem hentar þér og sýnum hvernig það hefði skilað sér.',
      privacy: 'Svörin þín verða eftir í þessum vafra: þau eru hvorki send okkur né vistuð.',
      questionnaire: 'Áhættusnið þitt',
      required: 'Veldu svar.',
      missing: 'Svaraðu öllum spurningunum ({{count}} eftir).',
      submit: 'Sjá fyrirmyndarsafnið sem mælt er með',
      reset: 'Byrja aftur',
      questions: {
        horizon: {
          label: 'Hvenær þarftu á stærstum hluta þessa fjár að halda?',
          answers: {
            under3: 'Innan 3 ára',
            from3to5: 'Eftir 3 til 5 ár',
            from5to10: 'Eftir 5 til 10 ár',
            over10: 'Eftir meira en 10 ár',
          },
        },
        fall: {
          label: 'Ef fjárfestingar þínar lækkuðu um fimmtung á einu ári, hvað myndir þú gera?',
          answers: {
            sellAll: 'Selja allt',
            sellSome: 'Selja hluta',
            hold: 'Bíða eftir að þær nái sér',
            buyMore: 'Fjárfesta meira',
          },
        },
        income: {
          label: 'Hversu miklar tekjur þarftu af þessum fjárfestingum?',
          answers: {
            most: 'Mestalla ávöxtunina, reglulega',
            some: 'Einhverjar, af og til',
            little: 'Mjög litlar',
            none: 'Engar: allt er áfram fjárfest',
          },
        },
        experience: {
          label: 'Í hvaða fjárfestingum hefur þú átt áður?',
          answers: {
            none: 'Aðeins bankainnstæðum',
            funds: 'Sjóðum eða skuldabréfum',
            shares: 'Hlutabréfum og sjóðum',
            broad: 'Fjölbreyttum eignum, líka áhættumeiri fjárfestingum',
          },
        },
        capacity: {
          label: 'Hvaða áhrif hefði það á lífskjör þín að tapa fjórðungi þessa fjár?',
          answers: {
            severe: 'Mikil',
            noticeable: 'Greinileg',
            small: 'Lítil',
            none: 'Engin',
          },
        },
        goal: {
          label: 'Hvað skiptir þig mestu máli?',
          answers: {
            preserve: 'Að halda verðgildi fjárins',
            income: 'Stöðugar tekjur með einhverjum vexti',
            balanced: 'Jafnvægi milli vaxtar og stöðugleika',
            growth: 'Sem mestur vöxtur til langs tíma',
          },
        },
      },
      result: 'Fyrirmyndarsafnið sem mælt er með fyrir þig',
      score: 'Stigin þín: {{score}} af {{max}}',
      capped:
        'Vegna fjárfestingartímans eða getu þinnar til að þola tap mælum við með áhættuminna safni en stigin ein myndu gefa.',
      bands: {
        defensive: 'Varfærið',
        cautious: 'Hófsamt',
        balanced: 'Blandað',
        growth: 'Vaxtarsafn',
      },
      exposure: 'Hlutabréf: {{min}}–{{max}}%',
      rebalance: 'Endurstillt: {{rebalance}}',
      expectedReturns: 'Vænt ávöxtun: {{returns}} á ári',
      factsheet: 'Upplýsingablað áhættusniðs',
      noModel: 'Ekkert fyrirmyndarsafn hefur verið sett upp fyrir þennan flokk enn. Spurðu ráðgjafann þinn.',
      compare: 'Bera saman fyrirmyndarsöfnin',
      recommended: 'mælt með',
      riskComparison: {
        title: 'Samanburður áhættu',
        note: 'Hlutfall hvers eignaflokks og geira í eignasafni á hverju áhættustigi.',
        noteLevel:
          'Hlutfall hvers eignaflokks og geira í eignasafni á hverju áhættustigi; þetta fyrirmyndarsafn er á áhættustigi {{level}}.',
        assetClass: 'Eignaflokkur og geiri',
        level: 'Áhættustig {{level}}',
        yours: '(þetta safn)',
      },
      mix: 'Skipting eftir eignaflokkum',
      mixSummary: '{{count}} eignaflokkar; stærstur er {{largest}} með {{weight}}.',
      assetClass: 'Eignaflokkur',
      weight: 'Vægi',
      classes: {
        equities: 'Hlutabréf',
        fixedInterest: 'Skuldabréf',
        alternatives: 'Aðrar fjárfestingar',
        other: 'Reiðufé og annað',
      },
      simulated: 'Hermd ávöxtun',
      chartTitle: 'Hermd uppsöfnuð ávöxtun',
      chartSummary: 'Frá {{from}} til {{to}} hefði safnið skilað {{portfolio}}, en viðmiðið {{benchmark}}.',
      model: 'Safn',
      benchmark: 'Viðmið',
      benchmarkName: 'Viðmið: {{name}}',
      date: 'Dagsetning',
      since: 'Hermd ávöxtun frá {{date}}',
      periods: 'Ávöxtun eftir tímabilum',
      years: 'Almanaksár',
      period: 'Tímabil',
      cumulative: 'Uppsöfnuð',
      annualised: 'Á ársgrundvelli',
      periodNames: {
        '1Y': '1 ár',
        '3Y': '3 ár',
        '5Y': '5 ár',
        inception: 'Frá upphafi',
        YTD: 'Það sem af er ári',
      },
      method:
        'Hver eignaflokkur er jafnvegið meðaltal mánaðarávöxtunar markaðsbréfa í flokknum (fasteignasjóðir og hrávörur standa fyrir aðrar fjárfestingar, reiðufé fyrir annað), í mynt hvers bréfs. Vægi safnsins er beitt í hverjum mánuði (mánaðarleg endurstilling) og tengt saman í uppsafnaða ávöxtun, fyrir gjöld.',
      noData: 'Ekki er næg markaðssaga til að herma eftir þessu safni.',
      disclaimerTitle: 'Mikilvægar upplýsingar',
      disclaimer:
        'Þessi hermun er til skýringar en ekki persónuleg ráðgjöf. Hermd ávöxtun beitir vægi safnsins á fyrri markaðsávöxtun hvers eignaflokks fyrir gjöld; hún er ekki ávöxtun raunverulegs safns. Fyrri ávöxtun er ekki vísbending um framtíðarávöxtun. Verðmæti fjárfestinga og tekjur af þeim geta lækkað jafnt sem hækkað og þú gætir fengið minna til baka en þú lagðir fram. Ræddu við ráðgjafann þinn áður en þú tekur fjárfestingarákvörðun.',
    },
  },
};
