import { type Membership } from '@sanity/shared/schemas/memberships';

/** Spec §2/§6: only active plans are offered; a new doctor is offered the Pro plan, else the first active one. */
export function pickOffer(memberships: readonly Membership[]): Membership | null {
  const active = memberships.filter((m) => m.active);
  const isPro = (m: Membership) => m.id.toLowerCase() === 'pro' || /\bpro\b/i.test(m.name);
  return active.find(isPro) ?? active[0] ?? null;
}
