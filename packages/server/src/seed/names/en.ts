import type { NameBook } from './types';

// prettier-ignore
const MALE = [
  'James', 'Oliver', 'William', 'Harry', 'George', 'Thomas', 'Jack', 'Charles', 'Henry', 'Edward',
  'Daniel', 'Samuel', 'Joseph', 'Benjamin', 'Alexander', 'Matthew', 'David', 'Richard', 'Robert', 'Michael',
  'Andrew', 'Christopher', 'Peter', 'Jonathan', 'Simon', 'Mark', 'Paul', 'Stephen', 'Nicholas', 'Hugh',
  'Rupert', 'Alistair', 'Callum', 'Rhys', 'Owen', 'Angus', 'Ian', 'Graham', 'Martin', 'Philip',
];
// prettier-ignore
const FEMALE = [
  'Olivia', 'Amelia', 'Isla', 'Emily', 'Sophie', 'Charlotte', 'Grace', 'Lucy', 'Hannah', 'Eleanor',
  'Elizabeth', 'Victoria', 'Catherine', 'Sarah', 'Rebecca', 'Rachel', 'Helen', 'Claire', 'Fiona', 'Joanna',
  'Alice', 'Harriet', 'Imogen', 'Jessica', 'Katherine', 'Laura', 'Margaret', 'Natalie', 'Philippa', 'Rosalind',
  'Anna', 'Caroline', 'Deborah', 'Emma', 'Frances', 'Georgina', 'Jane', 'Louise', 'Megan', 'Siobhan',
];
// prettier-ignore
const SURNAMES = [
  'Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Johnson',
  'Roberts', 'Robinson', 'Thompson', 'Wright', 'Walker', 'White', 'Edwards', 'Hughes', 'Green', 'Hall',
  'Lewis', 'Harris', 'Clarke', 'Patel', 'Jackson', 'Wood', 'Turner', 'Martin', 'Cooper', 'Hill',
  'Ward', 'Morris', 'Moore', 'Clark', 'Lee', 'King', 'Baker', 'Harrison', 'Morgan', 'Allen',
  'James', 'Scott', 'Phillips', 'Watson', 'Davis', 'Parker', 'Price', 'Bennett', 'Young', 'Griffiths',
  'Mitchell', 'Kelly', 'Cook', 'Carter', 'Richardson', 'Bailey', 'Collins', 'Bell', 'Shaw', 'Murphy',
  'Fletcher', 'Ashworth', 'Pemberton', 'Whitfield', 'Hargreaves', 'Cavendish', 'Montgomery', 'Fairfax',
];
// prettier-ignore
const STREETS = [
  'High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue', 'The Green', 'Mill Lane',
  'Kings Road', 'Queens Gardens', 'Manor Drive', 'Orchard Close', 'Harbour Street', 'Castle Hill',
  'Chapel Row', 'Abbey Road', 'Riverside Walk', 'Meadow Way', 'Cathedral Close', 'Grosvenor Place',
];
const LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

export const english: NameBook = {
  person: (rng, gender) => ({ first: rng.pick(gender === 'male' ? MALE : FEMALE), last: rng.pick(SURNAMES) }),
  cities: [
    ['London', 'SW1A'],
    ['London', 'EC2V'],
    ['London', 'NW3'],
    ['Bristol', 'BS8'],
    ['Manchester', 'M20'],
    ['Edinburgh', 'EH3'],
    ['Bath', 'BA1'],
    ['Oxford', 'OX2'],
    ['Cambridge', 'CB2'],
    ['Harrogate', 'HG1'],
    ['Guildford', 'GU1'],
    ['Leeds', 'LS6'],
    ['Cardiff', 'CF10'],
    ['Winchester', 'SO23'],
  ].map(([city, district]) => ({
    city: city!,
    country: 'United Kingdom',
    postcode: (rng) => `${district} ${rng.int(1, 9)}${rng.chars(LETTERS, 2)}`,
  })),
  streets: STREETS,
  address: (street, number) => `${number} ${street}`,
  // Ofcom reserves 07700 900000-900999 for drama: these numbers never reach a real person.
  phone: (rng) => `+44 7700 900${String(rng.int(0, 999)).padStart(3, '0')}`,
};
