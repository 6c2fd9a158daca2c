/**
 * The readable id of a new sector or plan, made from its name: lower case, accents removed, every
 * run of other characters one hyphen ('Medicina interna' → 'medicina-interna', 'Ortopedia &
 * Traumatologia' → 'ortopedia-traumatologia'). Empty when the name has no letter or digit. The id
 * never changes afterwards (a rename keeps it), because profiles, services and articles name it.
 */
export function slugOf(name: string, maxLength = 60): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** What `slugOf` produces: lower-case letters and digits in hyphen-separated runs. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
