import { useEffect, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { ORG_TYPES, ZONES, type OrgType, type Zone } from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import {
  basicDetailsRequirements,
  type BasicDetailsField,
} from '@portico/domain/schemas/basic-details.schema';
import { sameEmail, sameMobile } from '@portico/domain/schemas/fields';
import { statesQuery } from '../../app/states';
import type { VerifiedContacts } from './form-values';
import type { BasicForm, ContactChannel, RefusedContact } from './wizard-types';

function asZone(value: string): Zone | null {
  return (ZONES as readonly string[]).includes(value) ? (value as Zone) : null;
}

function asOrgType(value: string): OrgType | null {
  return (ORG_TYPES as readonly string[]).includes(value) ? (value as OrgType) : null;
}

/** 'Same as WhatsApp number': copies the verified WhatsApp number into the primary number. */
function toggleSameNumber(
  form: BasicForm,
  event: ChangeEvent<HTMLInputElement>,
  { staff, verified }: { staff: boolean; verified: VerifiedContacts },
) {
  const { setValue, getValues, setError, clearErrors } = form;
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
  setValue('primary_number', whatsapp, { shouldValidate: form.formState.isSubmitted });
  clearErrors('same_number');
}

export type BasicDetailsOptions = {
  form: BasicForm;
  isStar: boolean;
  /** Staff edit existing data: no verification. */
  staff: boolean;
  verified: VerifiedContacts;
  /** An address the server said is taken: its message shows while the field holds it. */
  refusedContact: RefusedContact | null;
};

/** What the basic-details sections read: watched values, the zone's states, messages per field. */
export function useBasicDetailsFields(options: BasicDetailsOptions) {
  const { form, isStar, verified, refusedContact } = options;
  const { control, setValue, getValues, formState } = form;
  const { errors, isSubmitted } = formState;
  const [email, mobile, sameNumber, zoneValue, orgTypeValue] = useWatch({
    control,
    name: ['email', 'mobile_number', 'same_number', 'zone', 'org_type'],
  });
  const zone = asZone(zoneValue);
  const orgType = isStar ? null : asOrgType(orgTypeValue);
  const states = useQuery(statesQuery(zone));

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

  return {
    email,
    mobile,
    sameNumber,
    zone,
    orgType,
    states,
    required,
    emailVerified: sameEmail(email.trim(), verified.email),
    mobileVerified: sameMobile(mobile.trim(), verified.mobile),
    error,
    onSameNumber: (event: ChangeEvent<HTMLInputElement>) => toggleSameNumber(form, event, options),
  };
}

export type BasicDetailsFields = ReturnType<typeof useBasicDetailsFields>;
