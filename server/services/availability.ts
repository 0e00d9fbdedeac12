import type { z } from 'zod';
import {
  getCountryCodes,
  getDomainRoute,
  getHelpCenter,
  getRegisterSettings,
  getSystemStatus,
  getWhitelabel,
  systemStatusValues,
  updateLanguage,
} from '../../shared/api/system.ts';
import { getPublicKey, logout } from '../../shared/api/account.ts';
import { getChatModels, launchChat } from '../../shared/api/common.ts';
import type { Database } from '../db/database.ts';
import type { Merchant } from './merchants.ts';
import { ApiError } from '../http/errors.ts';
import { getMaintenance, getRegion, type MaintenanceSetting, type RegionSetting } from './settings.ts';

/**
 * Maintenance and region restriction, enforced by the platform (not only shown by the client): while the merchant
 * is under maintenance, or the visitor's IP or country is restricted, every player call is refused — login,
 * registration, deposits, withdrawals, transfers, launches, the game pages and their rounds — with a catalogue code
 * the client turns into its maintenance or region page: 503 `platform.maintenance`, 403 `platform.region.restricted`.
 * Only what those pages and a sign-out need stays open (`openDuringRestriction`). Maintenance wins over the region.
 */
export type Availability = {
  maintenance: MaintenanceSetting;
  region: RegionSetting;
  /** the visitor is restricted by the region settings (everyone, their IP or their country) */
  restricted: boolean;
};

export function availabilityFor(
  db: Database,
  merchantCode: string,
  visitor: { ip: string; country: string | null },
): Availability {
  const maintenance = getMaintenance(db, merchantCode);
  const region = getRegion(db, merchantCode);
  const restricted =
    region.enabled ||
    region.blockedIps.includes(visitor.ip) ||
    (visitor.country !== null && region.blockedCountries.includes(visitor.country));
  return { maintenance, region, restricted };
}

/**
 * The answer of `system.status` for a visitor (spec §2): the merchant's info, where the visitor is, and whether the
 * site is closed to them. Maintenance wins over the region. The call's handler and the web app's page (which writes it
 * into the page, server/routes/app-page.ts) give the same answer.
 */
export function systemStatusOf(
  db: Database,
  merchant: Merchant,
  visitor: { ip: string; country: string | null },
): z.input<typeof getSystemStatus.response> {
  const { maintenance, region, restricted } = availabilityFor(db, merchant.code, visitor);
  const status = maintenance.enabled
    ? systemStatusValues.maintenance
    : restricted
      ? systemStatusValues.regionRestricted
      : systemStatusValues.normal;
  return {
    status,
    info: { merchantCode: merchant.code, ...merchant.config },
    location: { ip: visitor.ip, country: visitor.country },
    maintenance: maintenance.enabled
      ? { title: maintenance.title, endTime: maintenance.endTime, content: maintenance.content }
      : null,
    regionRestriction: restricted ? { content: region.content } : null,
  };
}

/** Contracts that stay open under maintenance and region restriction: the status pages' own reads, and logout. */
export const openDuringRestriction: ReadonlySet<string> = new Set(
  [
    getSystemStatus,
    getWhitelabel,
    getRegisterSettings,
    getDomainRoute,
    getHelpCenter,
    updateLanguage,
    getCountryCodes,
    getPublicKey,
    logout,
    getChatModels,
    launchChat,
  ].map((contract) => contract.id),
);

/** Throws the refusal of a platform under maintenance or a restricted visitor; returns when the call may run. */
export function assertAvailable(
  db: Database,
  merchantCode: string,
  visitor: { ip: string; country: string | null },
): void {
  const { maintenance, restricted } = availabilityFor(db, merchantCode, visitor);
  if (maintenance.enabled) throw new ApiError(503, 'platform.maintenance');
  if (restricted) throw new ApiError(403, 'platform.region.restricted');
}
