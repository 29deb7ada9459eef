// The choices the back office's filters and exports offer: stages, zones and categories in words.
import { ZONE_LABELS, type Zone } from '@portico/domain/constants';
import { MEMBER_STATUS_OPTIONS, type FilterOption } from '../../ui/list/filter-fields';
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

// The selects the lists and the exports both offer, worded once (ListFilters and ExportSelects
// take them as they are).

/** The review stage. */
export const STAGE_SELECT = {
  key: 'stage',
  label: 'Stage',
  anyLabel: 'All stages',
  options: STAGE_OPTIONS,
} as const;

/** The zone, among those the staff member may see. */
export const zoneSelect = (zones: readonly Zone[]) =>
  ({ key: 'zone', label: 'Zone', anyLabel: 'All zones', options: zoneOptions(zones) }) as const;

/** The membership category. */
export const categorySelect = (categories: Parameters<typeof categoryOptions>[0]) =>
  ({
    key: 'category',
    label: 'Category',
    anyLabel: 'All categories',
    options: categoryOptions(categories),
  }) as const;

/** A member's status: active or expired. */
export const MEMBER_STATUS_SELECT = {
  key: 'status',
  label: 'Status',
  anyLabel: 'Active and expired',
  options: MEMBER_STATUS_OPTIONS,
} as const;
