import { Badge, type BadgeTone } from '../../ui/list/badge';
import { stageLabel, type Stage } from './labels';

/** Paid and approved read as done, changes requested as waiting on the applicant, the ends as stopped. */
const STAGE_TONES: Partial<Record<Stage, BadgeTone>> = {
  approved: 'success',
  paid: 'success',
  changes_requested: 'warning',
  rejected: 'error',
  cancelled: 'error',
  draft: 'neutral',
};

/** Where an application stands in the review pipeline, in words. */
export function StageBadge({ stage }: { stage: string }) {
  return <Badge tone={STAGE_TONES[stage as Stage]}>{stage ? stageLabel(stage) : 'Unknown'}</Badge>;
}
