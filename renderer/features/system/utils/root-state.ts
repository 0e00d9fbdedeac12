import { systemStatusValues, type SystemStatusResponse } from '../../../../shared/api/system.ts';

export type RootState = 'normal' | 'maintenance' | 'region';

/** Spec §4: 0 normal, 1 maintenance, 2 region restricted; maintenance takes priority over the region block. */
export function rootStateOf(status: Pick<SystemStatusResponse, 'status' | 'maintenance'>): RootState {
  if (status.status === systemStatusValues.maintenance) return 'maintenance';
  if (status.status === systemStatusValues.regionRestricted)
    return status.maintenance ? 'maintenance' : 'region';
  return 'normal';
}
