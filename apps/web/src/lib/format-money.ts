// Amounts in Italian (no date-fns here: the dashboard's cards show prices and load only this file).

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** 12,5 → "12,50 €" (it-IT). */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

const plainAmount = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A service's price as the profile shows it (content spec §2.7): 120 → "€ 120,00" (it-IT digits, euro sign first). */
export function formatServicePrice(amount: number): string {
  return `€ ${plainAmount.format(amount)}`;
}
