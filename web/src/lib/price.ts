/**
 * A price as the pay button shows it (part 3 §9: 'Pago $50.000' for 50000 COP): a dollar sign
 * and Colombian grouping; other currencies add their code.
 */
export function formatPrice(price: number, currency: string): string {
  const amount = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }).format(price);
  return currency.toUpperCase() === 'COP' ? `$${amount}` : `$${amount} ${currency.toUpperCase()}`;
}
