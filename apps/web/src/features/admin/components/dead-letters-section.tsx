/** H2: failed background jobs with retry. (stub: being built) */
export function DeadLettersSection() {
  return null;
}
