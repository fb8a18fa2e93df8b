/**
 * Fees and proration (decision D3). Amounts in øre. Upgrading RU → Spiller credits the unused
 * part of the current RU period pro rata on the first player charge.
 */
export function prorataCredit(feeOre: number, periodStart: Date, periodEnd: Date, now: Date): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  if (total <= 0 || feeOre <= 0) return 0;
  const remaining = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), total);
  return Math.round((feeOre * remaining) / total);
}

/** The first charge of an upgrade: never below 1 øre and never above the full fee. */
export function upgradeDueNow(playerFeeOre: number, creditOre: number): number {
  return Math.max(playerFeeOre - Math.max(creditOre, 0), 1);
}

/** kr as the admin types them (500, 99.5) → øre. */
export function kronerToOre(kr: number): number {
  return Math.round(kr * 100);
}
