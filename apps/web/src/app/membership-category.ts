/** A membership category as the API sends it (fees in rupees). */
export type MembershipCategory = {
  id: number;
  name: string;
  joining_fee: number;
  annual_fee: number;
  /** Comma-separated eligibility points. */
  eligibility: string;
  eligibility_remark: string | null;
  rank: number | null;
};

function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : NaN;
}

/** Reads one category from an API row; null when the row is not a usable category. */
export function parseMembershipCategory(row: unknown): MembershipCategory | null {
  if (typeof row !== 'object' || row === null) return null;
  const r = row as Record<string, unknown>;
  const id = toNumber(r.id);
  const joining = toNumber(r.joining_fee);
  const annual = toNumber(r.annual_fee);
  if (!Number.isInteger(id) || typeof r.name !== 'string' || r.name.trim() === '') return null;
  if (Number.isNaN(joining) || Number.isNaN(annual)) return null;
  const remark = typeof r.eligibility_remark === 'string' ? r.eligibility_remark.trim() : '';
  const rank = toNumber(r.rank);
  return {
    id,
    name: r.name.trim(),
    joining_fee: joining,
    annual_fee: annual,
    eligibility: typeof r.eligibility === 'string' ? r.eligibility : '',
    eligibility_remark: remark === '' ? null : remark,
    rank: Number.isNaN(rank) ? null : rank,
  };
}

/** The eligibility points of a category: its comma-separated list, trimmed, blanks dropped. */
export function eligibilityPoints(category: Pick<MembershipCategory, 'eligibility'>): string[] {
  return category.eligibility
    .split(',')
    .map((point) => point.trim())
    .filter((point) => point !== '');
}
