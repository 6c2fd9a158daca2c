const amount = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Every price on screens, e-mails and Igea's answers, written one way (issue 24): 120 → '€ 120,00'
 * (it-IT digits, euro sign first, as the profile's services show it in the content spec §2.7).
 * Intl's own currency style puts the sign after the digits ('120,00 €'), so it is not used.
 */
export function formatEuro(value: number): string {
  return `€ ${amount.format(value)}`;
}
