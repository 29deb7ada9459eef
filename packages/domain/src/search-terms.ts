// What a back-office search box looks for (decision 090). Staff type a mobile as they read it
// ('+91 98123 45678', '098123-45678') and a number as they say it ('PA-9', 'pm 42', '9'); the stored
// values are 10 digits, 'PA-000009' and the member number of the association's series ('PM-0042').

export type SearchTerms = {
  /** The query as typed, for "contains" on names, emails and the like; null for a number-like query. */
  text: string | null;
  /** A mobile or a part of one (5 digits or more), its +91, 91 or 0 prefix removed. */
  phoneDigits: string | null;
  /**
   * The application number the query names exactly, as the portal writes it ('PA-000009') and as
   * older records and the demo data do ('PA-0009'); at most these two.
   */
  applicationNumbers: string[];
  /**
   * A POSIX regular expression (compare case-insensitively) for the member number the query names
   * exactly, whatever the association's prefix: 'PM-42' → '^PM[^0-9]*0*42$', a bare '42' → any series.
   */
  memberNumberPattern: string | null;
  /** Digits alone ('9'): the number of whichever record a list shows, not a prefix the query names. */
  bareNumber: boolean;
};

/** Digits with the separators people write: spaces, dashes, dots, brackets and a leading +. */
const NUMBER_LIKE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;
const APPLICATION = /^pa[\s./-]*(\d{1,9})$/i;
const SERIES_NUMBER = /^([a-z]{1,8})[\s./-]*(\d{1,9})$/i;
/** Ids have at most 9 digits; a mobile has 10. */
const MAX_ID_DIGITS = 9;
const MIN_PHONE_DIGITS = 5;

export const APPLICATION_NUMBER_DIGITS = 6;

/** The readable number of an application: 'PA-' and the id, six digits at least. */
export function formatApplicationNumber(id: number): string {
  return `PA-${String(id).padStart(APPLICATION_NUMBER_DIGITS, '0')}`;
}

/** The terms of one search query (already trimmed or not); every field null means "find nothing". */
export function searchTerms(query: string): SearchTerms {
  const q = query.trim();
  if (NUMBER_LIKE.test(q)) return numberTerms(q);
  const application = APPLICATION.exec(q);
  const series = SERIES_NUMBER.exec(q);
  return {
    text: q === '' ? null : q,
    phoneDigits: null,
    applicationNumbers: application ? applicationNumbersOf(application[1] ?? '') : [],
    memberNumberPattern: series
      ? serialPattern(`^${(series[1] ?? '').toUpperCase()}[^0-9]*`, series[2] ?? '')
      : null,
    bareNumber: false,
  };
}

function numberTerms(q: string): SearchTerms {
  const digits = q.replace(/\D/g, '');
  const isId = !q.startsWith('+') && digits.length <= MAX_ID_DIGITS;
  const phone = nationalDigits(q, digits);
  return {
    text: null,
    phoneDigits: phone.length >= MIN_PHONE_DIGITS ? phone : null,
    applicationNumbers: isId ? applicationNumbersOf(digits) : [],
    memberNumberPattern: isId ? serialPattern('(^|[^0-9])', digits) : null,
    bareNumber: isId,
  };
}

/** The digits without the country code or trunk 0 an Indian mobile is often written with. */
function nationalDigits(q: string, digits: string): string {
  if (/^(\+|00)91/.test(q.replace(/[\s().-]/g, ''))) return digits.replace(/^0{0,2}91/, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

function applicationNumbersOf(digits: string): string[] {
  const id = Number(digits);
  if (id === 0) return [];
  return [...new Set([formatApplicationNumber(id), `PA-${String(id).padStart(4, '0')}`])];
}

/** The serial with any zero padding, at the end of the number, after `head`. */
function serialPattern(head: string, digits: string): string | null {
  const serial = Number(digits);
  return serial > 0 ? `${head}0*${serial}$` : null;
}
