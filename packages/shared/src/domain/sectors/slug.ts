/**
 * The readable id of a new sector or plan, made from its name: lower case, accents removed, every
 * run of other characters one hyphen ('Medicina interna' → 'medicina-interna', 'Ortopedia &
 * Traumatologia' → 'ortopedia-traumatologia'). Compatibility forms count as their letters
 * (ligatures, full-width letters, superscript digits: 'ﬁsica' → 'fisica'), and ß as 'ss'. Empty
 * when the name has no Latin letter or digit (a name in another script only). The id never changes
 * afterwards (a rename keeps it), because profiles, services and articles name it.
 */
export function slugOf(name: string, maxLength = 60): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** What `slugOf` produces: lower-case letters and digits in hyphen-separated runs. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
