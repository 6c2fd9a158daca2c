/** Business constants of the spec (§9), in one place. */
export const PASSWORD_MIN = 6;
export const DISPLAY_NAME_MIN = 2;
/** Our upper bounds (not in the spec): keep inputs sane and hashing cheap. */
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 100;
/** Nome and cognome each (issue 24): with a title they stay within DISPLAY_NAME_MAX. */
export const NAME_PART_MAX = 45;
export const SECTORS_MAX = 20;
export const CAP_MAX = 5;
export const PROVINCIA_MAX = 2;
/** Content spec §5 Profile: the biography has at most 500 characters. */
export const BIOGRAFIA_MAX = 500;
/** Content spec §5 Profile: an avatar file may be at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const ADMIN_FLAG = 1;

export const SESSION_TIMEOUT_MS = 20_000;
export const PROFILE_FETCH_TIMEOUT_MS = 10_000;
export const LOGIN_TIMEOUT_MS = 15_000;
export const REDIRECT_AFTER_LOGIN_MS = 3_000;
export const REDIRECT_AFTER_REGISTER_MS = 1_000;

export const LANDING_CLAIMS = { professionals: '1000+', patients: '5000+', appointments: '10000+' } as const;
export const DEMO_VIDEO_COUNT = 5;
export const CREATE_DIALOG_DELAY_MS = 200;

export const SIDEBAR_UPCOMING_COUNT = 2;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOOLTIP_DELAY_MS = 700;
export const MEMBERSHIP_FETCH_RETRIES = 2;
export const MEMBERSHIP_FETCH_RETRY_DELAY_MS = 1_000;

/** Our choice (docs/decisions/0004-pro-offer-length.md): the free Pro launch offer lasts 90 days. */
export const PRO_OFFER_DAYS = 90;

/** Spec §9: the sidebar reads a patient's appointments from now to 3 months ahead. */
export const SIDEBAR_PATIENT_WINDOW_MONTHS = 3;
/** Our choice (docs/decisions/0007-cancellation-cut-off.md): patients cancel online up to 24 hours before the visit. */
export const PATIENT_CANCEL_CUTOFF_HOURS = 24;
/** Our bound on one appointments query window (a calendar month view needs ~6 weeks). */
export const APPOINTMENTS_WINDOW_MAX_DAYS = 400;
/** How far ahead the doctors directory looks for each doctor's next free slot (issue 15). */
export const DIRECTORY_SLOT_HORIZON_DAYS = 60;
/**
 * Future, not cancelled appointments one patient may hold with one doctor (issue 12): a patient
 * cannot take every free slot of a doctor. The next booking is refused 409.
 */
export const BOOKINGS_PER_DOCTOR_MAX = 3;
/** Issue 25 (waiting list): a freed time offered by e-mail is held for the patient this many minutes, then offered to the next. */
export const WAITLIST_OFFER_MINUTES = 15;
/** Issue 25: each freed time is offered at once to at most this many waiting patients; the first to accept gets it. */
export const WAITLIST_OFFERS_PER_TIME = 5;
/** Issue 25: active waiting-list entries one patient may hold (our choice: enough for a few doctors, not a flood). */
export const WAITLIST_ACTIVE_ENTRIES_MAX = 10;
/** Issue 25: how far ahead an entry may wait (its last date of interest), in days. */
export const WAITLIST_HORIZON_DAYS = 365;
