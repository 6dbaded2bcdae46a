import type { Gender } from '@portal/domain';
import type { Rng } from '../random';

export interface PersonName {
  first: string;
  last: string;
}

export interface City {
  city: string;
  country: string;
  /** A plausible postcode of the city. */
  postcode(rng: Rng): string;
}

/** Names, places and phone numbers of one language, so demo people look local to the brand. */
export interface NameBook {
  person(rng: Rng, gender: Gender): PersonName;
  cities: readonly City[];
  streets: readonly string[];
  /** Street address line from a street name and a house number, in local word order. */
  address(street: string, number: number): string;
  phone(rng: Rng): string;
}
