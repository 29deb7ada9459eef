// The lighter upgrade's form asks only what is missing (issue #29 item 8, decision 119): the fields
// the form's own rules (the domain schemas, with the higher category's tier) find missing or wrong
// in the values filled in from the member's record. Every other field keeps its value and is left
// out of the form, shown as a short read-only summary; a tab with nothing to ask shows only that.
// A field once asked stays asked, so it does not vanish as the member fills it in. The server
// validates every tab as before: nothing hidden can be wrong, since a wrong field is asked.
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ProposersRequired } from '@portico/domain/proposer-rule';
import { basicDetailsSchema } from '@portico/domain/schemas/basic-details.schema';
import { directorsSchema } from '@portico/domain/schemas/directors.schema';
import { otherDetailsSchema } from '@portico/domain/schemas/other-details.schema';
import { proposersSchema } from '@portico/domain/schemas/proposers.schema';
import {
  MEMBERSHIP_FORM_TABS,
  type MembershipFormTab,
} from '@portico/domain/schemas/membership-form-tab';
import type { VerifiedContacts } from './form-values';
import type { WizardForms } from './wizard-types';

/** The fields the form asks; null: every field (not an upgrade, or one sent back for changes). */
export type AskedFields = ReadonlySet<string> | null;

const AskedFieldsContext = createContext<AskedFields>(null);
export const AskedFieldsProvider = AskedFieldsContext.Provider;

/** Whether the form shows `field` (its name as the form and the API use it). */
export function useAsks(): (field: string) => boolean {
  const asked = useContext(AskedFieldsContext);
  return (field) => asked === null || asked.has(field);
}

/** Each tab's field names, as the form and the API use them. */
export function tabFields(tab: MembershipFormTab): readonly string[] {
  return MEMBERSHIP_FORM_TABS.find((item) => item.tab === tab)?.fields ?? [];
}

type Rules = { isStar: boolean; verified: VerifiedContacts; proposersRequired: ProposersRequired };

// The primary number's field shows the "same as WhatsApp" box's message too.
const SHOWN_AS: Readonly<Record<string, string>> = { same_number: 'primary_number' };

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  if (result.success || !result.error) return [];
  return result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter(Boolean);
}

/** Every field a tab's rules refuse now, and every field with a message on it (a server's). */
function missingNow(forms: WizardForms, rules: Rules): string[] {
  const applicant = {
    applicantEmail: forms.basics.getValues('email'),
    applicantMobile: forms.basics.getValues('mobile_number'),
  };
  const fields = [
    ...issuesOf(
      basicDetailsSchema({
        isStar: rules.isStar,
        verified: rules.verified,
        askConsent: true,
      }).safeParse(forms.basics.getValues()),
    ),
    ...issuesOf(directorsSchema(applicant).safeParse(forms.directors.getValues())),
    ...issuesOf(
      proposersSchema({
        isStar: rules.isStar,
        ...applicant,
        proposersRequired: rules.proposersRequired,
      }).safeParse(forms.proposers.getValues()),
    ),
    ...issuesOf(otherDetailsSchema.safeParse(forms.other.getValues())),
    ...[forms.basics, forms.directors, forms.proposers, forms.other].flatMap((form) =>
      Object.keys(form.formState.errors),
    ),
  ];
  return fields.map((field) => SHOWN_AS[field] ?? field);
}

/**
 * The fields an upgrade's form asks, growing as the rules find more (a company type chosen asks
 * its documents); null when the form asks everything.
 */
export function useAskedFields(forms: WizardForms, rules: Rules, enabled: boolean): AskedFields {
  const rulesNow = useRef(rules);
  useEffect(() => {
    rulesNow.current = rules;
  });
  const [asked, setAsked] = useState<ReadonlySet<string>>(() =>
    enabled ? new Set(missingNow(forms, rules)) : new Set(),
  );
  const { basics, directors, proposers, other } = forms;
  useEffect(() => {
    if (!enabled) return undefined;
    const current = { basics, directors, proposers, other };
    const grow = () => {
      const missing = missingNow(current, rulesNow.current);
      setAsked((shown) => {
        const added = missing.filter((field) => !shown.has(field));
        return added.length === 0 ? shown : new Set([...shown, ...added]);
      });
    };
    grow();
    const watched = { formState: { values: true, errors: true }, callback: grow } as const;
    const unsubscribes = [
      basics.subscribe(watched),
      directors.subscribe(watched),
      proposers.subscribe(watched),
      other.subscribe(watched),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [enabled, basics, directors, proposers, other]);
  return enabled ? asked : null;
}
