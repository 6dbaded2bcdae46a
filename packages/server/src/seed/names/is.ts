import type { NameBook } from './types';

// prettier-ignore
const MALE = [
  'Jón', 'Sigurður', 'Guðmundur', 'Gunnar', 'Ólafur', 'Einar', 'Kristján', 'Magnús', 'Stefán', 'Jóhann',
  'Björn', 'Árni', 'Helgi', 'Páll', 'Ragnar', 'Þórður', 'Halldór', 'Bjarni', 'Haraldur', 'Ari',
  'Kári', 'Egill', 'Snorri', 'Hrafn', 'Óskar', 'Davíð', 'Birgir', 'Þorsteinn',
];
// prettier-ignore
const FEMALE = [
  'Guðrún', 'Anna', 'Kristín', 'Sigríður', 'Margrét', 'Helga', 'Sigrún', 'Ingibjörg', 'Jóhanna', 'María',
  'Katrín', 'Ásta', 'Hildur', 'Elín', 'Ragnheiður', 'Þórunn', 'Birna', 'Edda', 'Hulda', 'Sólveig',
  'Steinunn', 'Erla', 'Björk', 'Auður', 'Bryndís', 'Halla', 'Unnur', 'Vigdís',
];
/** Icelanders carry a patronymic: the father's name in the genitive plus -son or -dóttir. */
// prettier-ignore
const FATHERS_GENITIVE = [
  'Jóns', 'Sigurðar', 'Guðmundar', 'Gunnars', 'Ólafs', 'Einars', 'Kristjáns', 'Magnúsar', 'Stefáns',
  'Jóhanns', 'Björns', 'Árna', 'Helga', 'Páls', 'Ragnars', 'Þórðar', 'Halldórs', 'Bjarna', 'Haralds',
  'Ara', 'Kára', 'Egils', 'Snorra', 'Hrafns', 'Óskars', 'Davíðs', 'Birgis', 'Þorsteins', 'Karls', 'Friðriks',
];
// prettier-ignore
const STREETS = [
  'Laugavegur', 'Skólavörðustígur', 'Hverfisgata', 'Bankastræti', 'Suðurgata', 'Túngata', 'Hringbraut',
  'Sóleyjargata', 'Ægisíða', 'Kópavogsbraut', 'Strandgata', 'Hafnarstræti', 'Borgartún', 'Nesvegur',
];

export const icelandic: NameBook = {
  person: (rng, gender) => ({
    first: rng.pick(gender === 'male' ? MALE : FEMALE),
    last: `${rng.pick(FATHERS_GENITIVE)}${gender === 'male' ? 'son' : 'dóttir'}`,
  }),
  cities: [
    ['Reykjavík', '101'],
    ['Reykjavík', '105'],
    ['Reykjavík', '107'],
    ['Kópavogur', '200'],
    ['Garðabær', '210'],
    ['Hafnarfjörður', '220'],
    ['Seltjarnarnes', '170'],
    ['Akureyri', '600'],
    ['Selfoss', '800'],
  ].map(([city, postcode]) => ({ city: city!, country: 'Ísland', postcode: () => postcode! })),
  streets: STREETS,
  address: (street, number) => `${street} ${number}`,
  phone: (rng) => `+354 ${rng.pick(['6', '7', '8'])}${rng.int(10, 99)} ${rng.int(1000, 9999)}`,
};
