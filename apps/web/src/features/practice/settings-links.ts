import type { ReadinessStepKey } from '@sanity/shared/domain/practice/readiness-steps';

/** The query parameter of /settings that opens one of the practice dialogs: /settings?apri=servizi. */
export const OPEN_DIALOG_PARAM = 'apri';

export type PracticeDialogId = 'services' | 'hours' | 'fields';

const DIALOG_OF_WORD: Record<string, PracticeDialogId> = { servizi: 'services', orari: 'hours', campi: 'fields' };

/** The dialog a /settings link asks to open; null for none or an unknown word. */
export function dialogOfLink(word: string | null): PracticeDialogId | null {
  return (word !== null && Object.hasOwn(DIALOG_OF_WORD, word) ? DIALOG_OF_WORD[word] : null) ?? null;
}

/**
 * Where each setup step is done. Profile and picture are in 'Modifica Profilo' (biography and
 * photo) on /il-mio-account, which the link opens; specialization and sectors were given at
 * registration and stay editable in settings.
 */
export const STEP_LINKS: Record<ReadinessStepKey, string> = {
  // The review banner of the shell on the dashboard (DOCTOR_REVIEW_ANCHOR in features/auth), written out likewise.
  verification: '/dashboard#verifica-profilo',
  profile: '/il-mio-account?apri=profilo',
  photo: '/il-mio-account?apri=profilo',
  address: '/settings#indirizzo-studio',
  services: `/settings?${OPEN_DIALOG_PARAM}=servizi`,
  hours: `/settings?${OPEN_DIALOG_PARAM}=orari`,
  // The calendar card's anchor (CALENDAR_ANCHOR in features/calendar), written out so that this file loads no card.
  calendar: '/settings#calendario',
};
