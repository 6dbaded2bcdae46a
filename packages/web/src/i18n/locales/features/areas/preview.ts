/**
 * Strings of the preview screens, in every language; spread into ../{en,el,is}.ts. Kept in a file of
 * their own so the feature's strings live together and each language has the same keys (i18n tests).
 */
export const previewStrings = {
  en: {
    preview: {
      viewAsClient: 'View as client',
      viewAsClientHint: 'Open a read-only preview of exactly what {{client}} sees',
      noClient: 'This account has no client user to view the portal as',
      starting: 'Opening preview…',
      bannerLabel: 'Client preview',
      banner: 'You are viewing the portal as {{client}}. Nothing can be changed.',
      endPreview: 'End preview',
      ending: 'Ending…',
      ended: 'The preview has ended',
      readOnly: 'Not available in a client preview',
    },
  },
  el: {
    preview: {
      viewAsClient: 'Προβολή ως πελάτης',
      viewAsClientHint: 'Ανοίξτε μια προεπισκόπηση μόνο για ανάγνωση ακριβώς όπως τη βλέπει ο/η {{client}}',
      noClient: 'Αυτός ο λογαριασμός δεν έχει χρήστη-πελάτη για να δείτε την πύλη ως αυτόν',
      starting: 'Άνοιγμα προεπισκόπησης…',
      bannerLabel: 'Προεπισκόπηση πελάτη',
      banner: 'Βλέπετε την πύλη ως {{client}}. Τίποτα δεν μπορεί να αλλάξει.',
      endPreview: 'Τέλος προεπισκόπησης',
      ending: 'Τερματισμός…',
      ended: 'Η προεπισκόπηση τελείωσε',
      readOnly: 'Δεν είναι διαθέσιμο σε προεπισκόπηση πελάτη',
    },
  },
  is: {
    preview: {
      viewAsClient: 'Skoða sem viðskiptavinur',
      viewAsClientHint: 'Opna forskoðun, eingöngu til lestrar, af því sem {{client}} sér',
      noClient: 'Þessi reikningur hefur engan viðskiptavin til að skoða gáttina sem',
      starting: 'Opna forskoðun…',
      bannerLabel: 'Forskoðun viðskiptavinar',
      banner: 'Þú skoðar gáttina sem {{client}}. Engu er hægt að breyta.',
      endPreview: 'Ljúka forskoðun',
      ending: 'Lýk…',
      ended: 'Forskoðuninni er lokið',
      readOnly: 'Ekki í boði í forskoðun viðskiptavinar',
    },
  },
};
