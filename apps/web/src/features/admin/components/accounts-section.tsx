/** H2: accounts search, disable / re-enable. (stub: being built) */
export function AccountsSection() {
  return null;
}
