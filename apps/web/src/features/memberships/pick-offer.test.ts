import { type Membership } from '@sanity/shared/schemas/memberships';
import { describe, expect, it } from 'vitest';
import { pickOffer } from './pick-offer';

const plan = (over: Partial<Membership>): Membership => ({
  id: 'x',
  name: 'Base',
  active: true,
  privileges: [],
  price: 29,
  discountedPrice: 0,
  offerDays: 90,
  ...over,
});

describe('pickOffer', () => {
  it('prefers the Pro plan among the active ones', () => {
    const offer = pickOffer([plan({ id: 'base' }), plan({ id: 'pro', name: 'Sanity Pro' })]);
    expect(offer?.id).toBe('pro');
  });

  it('recognises Pro by name when the id is opaque', () => {
    expect(pickOffer([plan({ id: 'a1' }), plan({ id: 'b2', name: 'Sanity Pro' })])?.id).toBe('b2');
  });

  it('falls back to the first active plan and skips inactive ones', () => {
    expect(pickOffer([plan({ id: 'pro', name: 'Sanity Pro', active: false }), plan({ id: 'base' })])?.id).toBe('base');
  });

  it('offers nothing when no plan is active', () => {
    expect(pickOffer([plan({ active: false })])).toBeNull();
    expect(pickOffer([])).toBeNull();
  });

  it('does not mistake a word containing "pro" for the Pro plan', () => {
    expect(pickOffer([plan({ id: 'a', name: 'Base' }), plan({ id: 'b', name: 'Professional Care' })])?.id).toBe('a');
  });
});
