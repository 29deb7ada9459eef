import { useQuery } from '@tanstack/react-query';
import {
  autoRenewalSettingsResponse,
  type AutoRenewalSettings,
} from '@portico/domain/contracts/auto-renewal.contract';
import { replacedRecord } from '../../../app/staff/api/staff-record';

export type { AutoRenewalSettings };

/** GET and PUT /api/staff/auto_renewal/settings (admin); the PUT answers the settings as saved. */
const autoRenewalSettings = replacedRecord(
  ['staff', 'auto-renewal-settings'],
  '/staff/auto_renewal/settings',
  autoRenewalSettingsResponse,
);

export const useAutoRenewalSettings = () => useQuery(autoRenewalSettings.query());

export const useSaveAutoRenewalSettings = () => autoRenewalSettings.useSave<AutoRenewalSettings>();
