import type { UseFormReturn } from 'react-hook-form';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { Directors } from '@portico/domain/schemas/directors.schema';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import type { ContactChannel } from '../../app/verification/api/send-otp';
import type { ProposersOutput } from './form-resolvers';
import type { BasicValues, DirectorsValues, OtherValues, ProposersValues } from './form-values';

export type WizardPlan = { id: number; name: string; isStar: boolean };

/** An address the availability check refused, with the server's message. */
export type RefusedContact = { channel: ContactChannel; address: string; message: string };
export type { ContactChannel };

export type BasicForm = UseFormReturn<BasicValues, unknown, BasicDetails>;
export type DirectorsForm = UseFormReturn<DirectorsValues, unknown, Directors>;
export type ProposersForm = UseFormReturn<ProposersValues, unknown, ProposersOutput>;
export type OtherForm = UseFormReturn<OtherValues, unknown, OtherDetails>;

/** The four tab forms, each validated by its domain schema. */
export type WizardForms = {
  basics: BasicForm;
  directors: DirectorsForm;
  proposers: ProposersForm;
  other: OtherForm;
};
