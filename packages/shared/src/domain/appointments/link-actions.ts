import type { AppointmentLinkPurpose } from '../../schemas/reschedule';

/** What a signed link lets its holder do to the visit. */
export type LinkAction = 'confirm' | 'cancel' | 'reschedule';

/**
 * Which actions each link purpose allows (issue 26). The SMS's 'manage' link opens one page with
 * all three; every e-mail carries one link per action instead (docs/ux-choices.md).
 */
export const LINK_ACTIONS: Record<AppointmentLinkPurpose, readonly LinkAction[]> = {
  reschedule: ['reschedule'],
  cancel: ['cancel'],
  confirm: ['confirm'],
  'reminder-cancel': ['cancel'],
  'reminder-reschedule': ['reschedule'],
  manage: ['confirm', 'cancel', 'reschedule'],
};

/**
 * Whether the link's cancel and move keep the patient's 24-hour cut-off (ADR 0007). Only the links
 * of a doctor's move lift it (issue 25: the doctor changed the time, the patient may refuse it).
 */
export const linkKeepsCutoff = (purpose: AppointmentLinkPurpose) => purpose !== 'reschedule' && purpose !== 'cancel';
