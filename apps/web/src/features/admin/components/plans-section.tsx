/** H3: membership plans as data and their activations. (stub: being built) */
export function PlansSection() {
  return null;
}
