/** H3: sectors create, rename, describe, (de)activate, delete when unused. (stub: being built) */
export function SectorsSection() {
  return null;
}
