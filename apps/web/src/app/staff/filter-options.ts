// The choices the back office's filters and exports offer: stages, zones and categories in words.
import { ZONE_LABELS, type Zone } from '@portico/domain/constants';
import type { FilterOption } from '../../ui/list/filter-fields';
import { STAGES, STAGE_LABELS } from './labels';

/** Every review stage, in pipeline order. */
export const STAGE_OPTIONS: readonly FilterOption[] = STAGES.map((stage) => ({
  value: stage,
  label: STAGE_LABELS[stage],
}));

/** The zones a staff member may filter by (see visibleZones). */
export function zoneOptions(zones: readonly Zone[]): FilterOption[] {
  return zones.map((zone) => ({ value: zone, label: ZONE_LABELS[zone] }));
}

/** The membership categories, by id. */
export function categoryOptions(
  categories: readonly { id: number; name: string }[] | undefined,
): FilterOption[] {
  return (categories ?? []).map((category) => ({ value: category.id, label: category.name }));
}
