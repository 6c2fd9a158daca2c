import type { PracticeAddress } from '../../schemas/practice-address';

/** One line, as Italians write it: 'Via Torino 42, 20123 Milano (MI)'. Used by the web, e-mails and the .ics LOCATION. */
export function formatPracticeAddress(a: PracticeAddress): string {
  return `${a.street}, ${a.cap} ${a.city} (${a.province})`;
}

/**
 * A link that opens the address in the user's map app: Google's cross-platform Maps URL opens the
 * Maps app on Android and iOS when installed and the web map elsewhere.
 */
export function mapsUrlOf(a: PracticeAddress): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatPracticeAddress(a))}`;
}

/** How the directory's city filter compares cities: lower case, without accents, spaces collapsed. */
export function cityKey(city: string): string {
  return city.trim().toLowerCase().normalize('NFD').replace(/\p{Mn}/gu, '').replace(/\s+/g, ' ');
}
