// Tier rules. Category names are compared case-insensitively (surrounding spaces ignored).

function normalise(name: string): string {
  return name.trim().toLowerCase();
}

/** The lighter tier, named star: identity proofs instead of company documents, no directors. */
export function isStarTier(name: string): boolean {
  return normalise(name) === 'star';
}

/** The top plan. */
export function isPlatinumTier(name: string): boolean {
  return normalise(name) === 'platinum';
}

/** Every plan but platinum may be upgraded (platinum members do not see the upgrade option). */
export function canUpgradeFrom(name: string): boolean {
  return !isPlatinumTier(name);
}
