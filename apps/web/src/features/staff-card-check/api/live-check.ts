import {
  cardVerificationResponse,
  type CardVerification,
} from '@portico/domain/contracts/cards.contract';
import { apiCall } from '../../../app/api-client';

/** GET /api/card/verify/:token: the live answer, the same the public page shows. */
export async function liveCheck(token: string): Promise<CardVerification> {
  return (await apiCall(`/card/verify/${token}`, cardVerificationResponse)).data;
}
