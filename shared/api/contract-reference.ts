/**
 * The ledger reference of a contract payout: the contract and the start of the settled period
 * (`c_12 2026-11-21T03:00:00.000Z`), marked ` (owed)` when an upline-paid bill is paid later. The platform writes
 * it; the screens read it back with `parseContractReference` and word it in the user's language.
 */
export function contractReference(contractId: string, periodStart: string, late = false): string {
  return `${contractId} ${periodStart}${late ? ' (owed)' : ''}`;
}

export function parseContractReference(
  reference: string,
): { contractId: string; periodStart: string; late: boolean } | null {
  const match = /^(c_\d+) (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)( \(owed\))?$/.exec(reference);
  if (!match) return null;
  return { contractId: match[1] ?? '', periodStart: match[2] ?? '', late: match[3] !== undefined };
}
