import { useEffect, type ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  COMPANY_SIZES,
  DATE_INPUT_MAX_LENGTH,
  GST_NUMBER_MAX_LENGTH,
  ORG_TYPE_LABELS,
  ORG_TYPES,
  PAN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  ZONE_LABELS,
  ZONES,
  type OrgType,
  type Zone,
} from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import {
  basicDetailsRequirements,
  type BasicDetailsField,
} from '@portico/domain/schemas/basic-details.schema';
import { sameEmail, sameMobile } from '@portico/domain/schemas/fields';
import { digitsOnly, isValidEmail, normalizeGstOrPan } from '@portico/domain/validation';
import { useStates } from './api/get-states';
import { DocumentField } from './document-field';
import { fieldAria, FormField } from './form-field';
import type { VerifiedContacts } from './form-values';
import type { BasicForm, ContactChannel, RefusedContact } from './wizard-types';

type BasicDetailsTabProps = {
  form: BasicForm;
  isStar: boolean;
  /** Staff edit existing data: no verification. */
  staff: boolean;
  locked: boolean;
  verified: VerifiedContacts;
  onVerify: (channel: ContactChannel, address: string) => void;
  /** The channel whose address is being checked before its code is sent. */
  checkingContact?: ContactChannel | null;
  /** An address the server said is taken: its message shows while the field holds it. */
  refusedContact?: RefusedContact | null;
};

function asZone(value: string): Zone | null {
  return (ZONES as readonly string[]).includes(value) ? (value as Zone) : null;
}

function asOrgType(value: string): OrgType | null {
  return (ORG_TYPES as readonly string[]).includes(value) ? (value as OrgType) : null;
}

/** 'Verify' (named for its field) or the verified mark. */
/** A required select of the basic form, with an empty first option until something is chosen. */
function ChoiceSelect({
  form,
  name,
  placeholder,
  options,
}: {
  form: BasicForm;
  name: 'org_type' | 'size_of_company';
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  const message = form.formState.errors[name]?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <select
          {...fieldAria(`field-${name}`, message)}
          className="input"
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

function VerifyControl({
  what,
  statusId,
  verified,
  enabled,
  busy = false,
  onVerify,
}: {
  what: string;
  statusId: string;
  verified: boolean;
  enabled: boolean;
  /** The address is being checked: the button stays focusable (a second press is ignored). */
  busy?: boolean;
  onVerify: () => void;
}) {
  if (verified) {
    return (
      <span id={statusId} className="verify-status">
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Verified
      </span>
    );
  }
  return (
    <button
      type="button"
      className="button button--secondary verify-button"
      disabled={!enabled}
      aria-busy={busy || undefined}
      onClick={onVerify}
    >
      {MESSAGES.verify}
      <span className="visually-hidden"> {what}</span>
    </button>
  );
}

/** Tab 1: who applies, how to reach them, the company and its documents. */
export function BasicDetailsTab({
  form,
  isStar,
  staff,
  locked,
  verified,
  onVerify,
  checkingContact = null,
  refusedContact = null,
}: BasicDetailsTabProps) {
  const {
    control,
    register,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitted },
  } = form;
  const [email, mobile, sameNumber, zoneValue, orgTypeValue] = useWatch({
    control,
    name: ['email', 'mobile_number', 'same_number', 'zone', 'org_type'],
  });
  const zone = asZone(zoneValue);
  const orgType = isStar ? null : asOrgType(orgTypeValue);
  const states = useStates(zone);

  // A chosen state not in the zone's list is cleared.
  useEffect(() => {
    if (!states.data) return;
    const state = getValues('state');
    if (state !== '' && !states.data.some((option) => String(option.id) === state)) {
      setValue('state', '', { shouldValidate: isSubmitted });
    }
  }, [states.data, getValues, setValue, isSubmitted]);

  const required = new Set<BasicDetailsField>(
    basicDetailsRequirements({ isStar, orgType }).map(({ field }) => field),
  );
  const emailVerified = sameEmail(email.trim(), verified.email);
  const mobileVerified = sameMobile(mobile.trim(), verified.mobile);
  const refusal = (channel: ContactChannel, value: string) => {
    if (refusedContact?.channel !== channel) return undefined;
    const same = channel === 'email' ? sameEmail : sameMobile;
    return same(value.trim(), refusedContact.address) ? refusedContact.message : undefined;
  };
  const error = (field: BasicDetailsField) =>
    errors[field]?.message ??
    (field === 'email'
      ? refusal('email', email)
      : field === 'mobile_number'
        ? refusal('mobile', mobile)
        : undefined);

  function onSameNumber(event: ChangeEvent<HTMLInputElement>) {
    if (!event.target.checked) {
      setValue('same_number', false);
      setValue('primary_number', '');
      clearErrors('same_number');
      return;
    }
    const whatsapp = getValues('mobile_number');
    if (whatsapp === '') {
      setError('same_number', { type: 'manual', message: MESSAGES.enterWhatsappFirst });
      return;
    }
    if (!staff && !sameMobile(whatsapp, verified.mobile)) {
      setError('same_number', { type: 'manual', message: MESSAGES.verifyWhatsappFirst });
      return;
    }
    setValue('same_number', true);
    setValue('primary_number', whatsapp, { shouldValidate: isSubmitted });
    clearErrors('same_number');
  }

  const emailStatusId = 'field-email-status';
  const mobileStatusId = 'field-mobile_number-status';
  const describedBy = (...ids: (string | undefined | false)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="form-section" disabled={locked}>
      <legend className="visually-hidden">{MESSAGES.tabBasicDetails}</legend>
      {locked ? (
        <p className="form-section__note">These details are locked and can no longer be changed.</p>
      ) : null}

      <h2 className="form-section__title">Applicant</h2>
      <div className="form-grid">
        <FormField id="field-name" label="Full Name" required error={error('name')}>
          <input
            {...fieldAria('field-name', error('name'))}
            className="input"
            type="text"
            autoComplete="name"
            {...register('name')}
          />
        </FormField>

        <FormField
          id="field-email"
          label="Email"
          required
          error={error('email')}
          aside={
            staff ? null : (
              <VerifyControl
                what="email"
                statusId={emailStatusId}
                verified={emailVerified}
                enabled={isValidEmail(email.trim())}
                busy={checkingContact === 'email'}
                onVerify={() => onVerify('email', email.trim())}
              />
            )
          }
        >
          <input
            id="field-email"
            aria-invalid={error('email') ? true : undefined}
            aria-describedby={describedBy(
              !staff && emailVerified && emailStatusId,
              error('email') && 'field-email-error',
            )}
            className="input"
            type="email"
            autoComplete="email"
            {...register('email')}
          />
        </FormField>

        <FormField id="field-dob" label="Date of Birth" required error={error('dob')}>
          <input
            {...fieldAria('field-dob', error('dob'))}
            className="input"
            type="date"
            maxLength={DATE_INPUT_MAX_LENGTH}
            autoComplete="bday"
            {...register('dob')}
          />
        </FormField>

        <FormField
          id="field-mobile_number"
          label="WhatsApp Number"
          required
          error={error('mobile_number')}
          aside={
            staff ? null : (
              <VerifyControl
                what="WhatsApp number"
                statusId={mobileStatusId}
                verified={mobileVerified}
                enabled={mobile.length >= PHONE_MIN_DIGITS}
                busy={checkingContact === 'mobile'}
                onVerify={() => onVerify('mobile', mobile)}
              />
            )
          }
        >
          <Controller
            control={control}
            name="mobile_number"
            render={({ field }) => (
              <input
                id="field-mobile_number"
                aria-invalid={error('mobile_number') ? true : undefined}
                aria-describedby={describedBy(
                  !staff && mobileVerified && mobileStatusId,
                  error('mobile_number') && 'field-mobile_number-error',
                )}
                className="input"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={PHONE_MAX_DIGITS}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const value = digitsOnly(event.target.value).slice(0, PHONE_MAX_DIGITS);
                  field.onChange(value);
                  if (getValues('same_number')) setValue('primary_number', value);
                }}
              />
            )}
          />
        </FormField>

        <FormField
          id="field-primary_number"
          label="Primary Mobile Number"
          required
          error={error('primary_number') ?? error('same_number')}
        >
          <Controller
            control={control}
            name="primary_number"
            render={({ field }) => (
              <input
                {...fieldAria(
                  'field-primary_number',
                  error('primary_number') ?? error('same_number'),
                )}
                className="input"
                type="tel"
                inputMode="numeric"
                maxLength={PHONE_MAX_DIGITS}
                disabled={sameNumber}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(digitsOnly(event.target.value).slice(0, PHONE_MAX_DIGITS))
                }
              />
            )}
          />
          <div className="checkbox-field form-field__check">
            <input
              id="field-same_number"
              type="checkbox"
              checked={sameNumber}
              onChange={onSameNumber}
            />
            <label htmlFor="field-same_number">{MESSAGES.sameAsWhatsappNumber}</label>
          </div>
        </FormField>

        <FormField id="field-zone" label="Zone" required error={error('zone')}>
          <Controller
            control={control}
            name="zone"
            render={({ field }) => (
              <select
                {...fieldAria('field-zone', error('zone'))}
                className="input"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
              >
                <option value="">Select zone</option>
                {ZONES.map((value) => (
                  <option key={value} value={value}>
                    {ZONE_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          />
        </FormField>

        <FormField
          id="field-state"
          label="State"
          required
          error={error('state') ?? (states.isError ? 'Could not load the states.' : undefined)}
        >
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <select
                {...fieldAria('field-state', error('state'))}
                className="input"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
                aria-busy={states.isFetching || undefined}
              >
                <option value="">{zone ? 'Select state' : 'Select a zone first'}</option>
                {(states.data ?? []).map((state) => (
                  <option key={state.id} value={String(state.id)}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          />
        </FormField>
      </div>

      <h2 className="form-section__title">Company</h2>
      <div className="form-grid">
        <FormField
          id="field-gst_number"
          label="GST Number"
          required={!isStar}
          error={error('gst_number')}
          hint={isStar ? 'Optional for Star Membership.' : undefined}
        >
          <Controller
            control={control}
            name="gst_number"
            render={({ field }) => (
              <input
                {...fieldAria('field-gst_number', error('gst_number'), isStar)}
                className="input input--upper"
                type="text"
                maxLength={GST_NUMBER_MAX_LENGTH}
                autoCapitalize="characters"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(normalizeGstOrPan(event.target.value))}
              />
            )}
          />
        </FormField>

        <FormField id="field-pan_number" label="PAN Number" required error={error('pan_number')}>
          <Controller
            control={control}
            name="pan_number"
            render={({ field }) => (
              <input
                {...fieldAria('field-pan_number', error('pan_number'))}
                className="input input--upper"
                type="text"
                maxLength={PAN_LENGTH}
                autoCapitalize="characters"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(normalizeGstOrPan(event.target.value))}
              />
            )}
          />
        </FormField>

        <FormField
          id="field-company_name"
          label="Company Name"
          required
          error={error('company_name')}
        >
          <input
            {...fieldAria('field-company_name', error('company_name'))}
            className="input"
            type="text"
            autoComplete="organization"
            {...register('company_name')}
          />
        </FormField>

        <FormField
          id="field-registered_address"
          label="Registered Office Address"
          required
          error={error('registered_address')}
          className="form-field--wide"
        >
          <textarea
            {...fieldAria('field-registered_address', error('registered_address'))}
            className="input"
            rows={3}
            {...register('registered_address')}
          />
        </FormField>

        {isStar ? null : (
          <>
            <FormField id="field-org_type" label="Company Type" required error={error('org_type')}>
              <ChoiceSelect
                form={form}
                name="org_type"
                placeholder="Select company type"
                options={ORG_TYPES.map((value) => ({ value, label: ORG_TYPE_LABELS[value] }))}
              />
            </FormField>

            {orgType === 'huf' ? null : (
              <FormField
                id="field-incorporation_date"
                label="Incorporation Date"
                required
                error={error('incorporation_date')}
              >
                <input
                  {...fieldAria('field-incorporation_date', error('incorporation_date'))}
                  className="input"
                  type="date"
                  maxLength={DATE_INPUT_MAX_LENGTH}
                  {...register('incorporation_date')}
                />
              </FormField>
            )}

            <FormField
              id="field-size_of_company"
              label="Company Size"
              required
              error={error('size_of_company')}
            >
              <ChoiceSelect
                form={form}
                name="size_of_company"
                placeholder="Select company size"
                options={COMPANY_SIZES.map((value) => ({ value, label: value }))}
              />
            </FormField>
          </>
        )}
      </div>

      <h2 className="form-section__title">Documents</h2>
      <div className="form-grid">
        <DocumentField
          control={control}
          name="address_proof"
          label="Address Proof"
          required
          disabled={locked}
        />
        <DocumentField
          control={control}
          name="repersentative_photo"
          label="Representative Photo"
          required
          disabled={locked}
        />
        {isStar ? (
          <>
            <DocumentField
              control={control}
              name="aadhar_proof"
              label="Aadhar Card"
              required
              disabled={locked}
            />
            <DocumentField
              control={control}
              name="pan_proof"
              label="PAN Card"
              required
              disabled={locked}
            />
          </>
        ) : (
          <DocumentField
            control={control}
            name="turnover_certificate"
            label="Turnover Certificate"
            required
            disabled={locked}
          />
        )}
        {orgType === 'company' ? (
          <>
            <DocumentField control={control} name="moa" label="MOA" required disabled={locked} />
            <DocumentField control={control} name="aoa" label="AOA" required disabled={locked} />
            <DocumentField
              control={control}
              name="portaldirector"
              label="Director Details"
              required
              disabled={locked}
            />
            <DocumentField
              control={control}
              name="resolution"
              label="Board Resolution"
              required
              disabled={locked}
            />
            <DocumentField
              control={control}
              name="incorporation_certificate"
              label="Incorporation Certificate"
              required
              disabled={locked}
            />
          </>
        ) : null}
        {orgType === 'partnership' ? (
          <>
            <DocumentField
              control={control}
              name="deed"
              label="Partnership Deed"
              required
              disabled={locked}
            />
            <DocumentField
              control={control}
              name="authorization"
              label="Authorization Letter"
              required
              disabled={locked}
            />
          </>
        ) : null}
        {orgType === 'huf' ? (
          <>
            <DocumentField
              control={control}
              name="huf_deed"
              label="HUF Deed"
              required={required.has('huf_deed')}
              disabled={locked}
            />
            <DocumentField
              control={control}
              name="huf_authorization"
              label="Authorization Letter"
              required
              disabled={locked}
            />
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
