/**
 * Where checkout questions go (member spec §2.5). The association's real mailboxes are not known yet:
 * these two constants are the only place to change them.
 */
export const ACCOUNTS_MAILBOX = 'accounts@portico.example';
export const GENERAL_SECRETARY_MAILBOX = 'gensec@portico.example';
