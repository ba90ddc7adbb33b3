/**
 * Counts and quotas with thousands separators (10,000; 002 §9), at most one decimal (12.5), as
 * `Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })` writes them. Both languages of the
 * app group by three with a comma, so no language is needed.
 *
 * Written out rather than asked of Intl: the page's first Intl.NumberFormat loads the browser's
 * number data, 80–110 ms at the mobile test's CPU (issue 31), on the student list and on every
 * dashboard. Numbers too large for a plain decimal string, and NaN or infinities, still go
 * through Intl.
 */
const LARGEST_PLAIN = 1e15;
let intl: Intl.NumberFormat | undefined;

export function formatCount(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_PLAIN) {
    intl ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    return intl.format(value);
  }
  // Halves away from zero, as Intl rounds: 0.25 → 0.3, -0.25 → -0.3.
  const [whole, fraction] = String(Math.round(Math.abs(value) * 10) / 10).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const text = fraction ? `${grouped}.${fraction}` : grouped;
  return value < 0 ? `-${text}` : text;
}
