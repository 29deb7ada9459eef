// The admin's view of the association's settings, and the save: checked by the contract (GSTIN and
// its state agree), refused when made on a stale copy, audited with what changed.
import {
  type AssociationSettings,
  type AssociationSettingsBody,
  E_INVOICING_NEEDS_ADDRESS,
  gstRateBasisPoints,
  SETTINGS_MESSAGES,
} from '@portico/domain/contracts/settings.contract';
import { gstStateNames } from '@portico/domain/gst-states';
import { DEFAULT_DOCUMENT_RETENTION_MONTHS } from '@portico/domain/privacy';
import { tallyLedgersOf } from '@portico/domain/tally';
import { upgradeReviewOf } from '@portico/domain/upgrade-review';
import type { AssociationConfig } from '../../config';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError } from '../../errors';
import { auditChange } from '../audit';
import type { StaffPrincipal } from '../auth';
import { associationOfRow, logoUrl } from './association-source';
import { savedProposersRule } from './proposers-setting';
import {
  findAssociationSettings,
  lockAssociationSettings,
  writeAssociationSettings,
  type AssociationSettingsRow,
} from './settings.repository';

export type SettingsDeps = {
  db: Database;
  defaults: AssociationConfig;
  /** OTP_CODE_LENGTH: the code length until the admin sets one. */
  defaultCodeLength: number;
  /** The portal's public address (the emails' logo is fetched from it). */
  publicUrl: string;
  now: () => Date;
};

/** The fields the audit row compares (the form's names). */
function auditedFields(association: AssociationConfig) {
  return {
    name: association.name,
    short_name: association.shortName,
    address: association.address,
    gstin: association.gstin,
    state: association.state,
    email: association.email,
    phone: association.phone,
    invoice_prefix: association.invoicePrefix,
    member_number_prefix: association.memberNumberPrefix,
    sac_code: association.sacCode,
    gst_rate: association.gstRateBasisPoints / 100,
    round_off: association.roundOffTotals,
    signatory_name: association.signatoryName,
    signatory_designation: association.signatoryDesignation,
    city: association.city,
    pin: association.pin,
    e_invoicing: association.eInvoicing,
  };
}

/**
 * The seller's city and PIN and the e-invoicing switch: absent keeps what is saved (a client from
 * before them). Switched on, both must be there (decision 086).
 */
function eInvoicingValues(body: AssociationSettingsBody, before: AssociationConfig) {
  const values = {
    city: body.city === undefined ? before.city : body.city,
    pin: body.pin === undefined ? before.pin : body.pin,
    eInvoicing: body.e_invoicing ?? before.eInvoicing,
  };
  if (values.eInvoicing && (values.city === null || values.pin === null)) {
    throw new BadRequestError(E_INVOICING_NEEDS_ADDRESS);
  }
  return values;
}

function settingsView(
  deps: SettingsDeps,
  row: AssociationSettingsRow | undefined,
): AssociationSettings {
  const association = row ? associationOfRow(row) : deps.defaults;
  return {
    ...auditedFields(association),
    code_length: row?.codeLength ?? deps.defaultCodeLength,
    document_retention_months: row?.documentRetentionMonths ?? DEFAULT_DOCUMENT_RETENTION_MONTHS,
    proposers_required: savedProposersRule(row),
    upgrade_review: upgradeReviewOf(row?.upgradeReview),
    tally_ledgers: tallyLedgersOf(row?.tallyLedgers),
    logo_url: logoUrl(association.logo),
    version: row?.version ?? 0,
    updated_at: row?.updatedAt.toISOString() ?? null,
    states: gstStateNames(),
  };
}

export async function getAssociationSettings(deps: SettingsDeps): Promise<AssociationSettings> {
  return settingsView(deps, await findAssociationSettings(deps.db));
}

export async function updateAssociationSettings(
  deps: SettingsDeps,
  principal: StaffPrincipal,
  body: AssociationSettingsBody,
): Promise<AssociationSettings> {
  return deps.db.transaction(async (tx) => {
    const current = await lockAssociationSettings(tx);
    const currentVersion = current?.version ?? 0;
    if (body.version !== currentVersion) throw new ConflictError(SETTINGS_MESSAGES.stale);
    const before = current ? associationOfRow(current) : deps.defaults;
    const currentCodeLength = current?.codeLength ?? deps.defaultCodeLength;
    const currentRetention = current?.documentRetentionMonths ?? DEFAULT_DOCUMENT_RETENTION_MONTHS;
    const retention = body.document_retention_months ?? currentRetention;
    const currentProposers = savedProposersRule(current);
    const proposers = body.proposers_required ?? currentProposers;
    const currentUpgradeReview = upgradeReviewOf(current?.upgradeReview);
    const upgradeReview = body.upgrade_review ?? currentUpgradeReview;
    const values = {
      name: body.name,
      shortName: body.short_name,
      address: body.address,
      gstin: body.gstin,
      state: body.state,
      email: body.email,
      phone: body.phone,
      invoicePrefix: body.invoice_prefix,
      memberNumberPrefix: body.member_number_prefix,
      sacCode: body.sac_code,
      codeLength: body.code_length,
      gstRateBasisPoints: gstRateBasisPoints(body.gst_rate),
      // Absent (a client from before the setting) keeps what is saved.
      roundOffTotals: body.round_off ?? before.roundOffTotals,
      // Absent keeps what is saved; empty clears it (a blank line to sign on).
      signatoryName: body.signatory_name === undefined ? before.signatoryName : body.signatory_name,
      signatoryDesignation:
        body.signatory_designation === undefined
          ? before.signatoryDesignation
          : body.signatory_designation,
      ...eInvoicingValues(body, before),
      documentRetentionMonths: retention,
      proposersRequired: proposers,
      upgradeReview,
      tallyLedgers: body.tally_ledgers ?? current?.tallyLedgers ?? null,
      logoKey: current?.logoKey ?? null,
      logoContentType: current?.logoContentType ?? null,
      version: currentVersion + 1,
      updatedAt: deps.now(),
      updatedBy: principal.staffId,
    };
    if (!(await writeAssociationSettings(tx, values, current === undefined))) {
      throw new ConflictError(SETTINGS_MESSAGES.stale);
    }
    const saved = { id: 1, ...values };
    await auditChange(tx, principal, {
      action: 'settings.association_updated',
      entity: 'association_settings',
      entityId: 1,
      before: {
        ...auditedFields(before),
        code_length: currentCodeLength,
        document_retention_months: currentRetention,
        proposers_required: currentProposers,
        upgrade_review: currentUpgradeReview,
        tally_ledgers: tallyLedgersOf(current?.tallyLedgers),
      },
      after: {
        ...auditedFields(associationOfRow(saved)),
        code_length: body.code_length,
        document_retention_months: retention,
        proposers_required: proposers,
        upgrade_review: upgradeReview,
        tally_ledgers: tallyLedgersOf(values.tallyLedgers),
      },
    });
    return settingsView(deps, saved);
  });
}
