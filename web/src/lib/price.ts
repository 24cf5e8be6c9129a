/**
 * A price as the pay button shows it (part 3 §9: 'Pago $50.000' for 50000 COP): a dollar sign
 * and Colombian grouping; other currencies add their code.
 */
const amountFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** An amount in the spec's Colombian grouping (50000 → '50.000'), in every language. */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}

export function formatPrice(price: number, currency: string): string {
  const amount = formatAmount(price);
  return currency.toUpperCase() === 'COP' ? `$${amount}` : `$${amount} ${currency.toUpperCase()}`;
}
