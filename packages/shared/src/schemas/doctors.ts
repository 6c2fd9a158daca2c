import { z } from 'zod';
import { itPublic } from '../i18n/it-public';
import { itSettings } from '../i18n/it-settings';
import { text } from './fields';
import { PracticeAddressSchema } from './practice-address';
import { idListParam } from './query-params';
import { RatingSummarySchema } from './rating-summary';

const d = itPublic.doctors;

/** What anyone, signed out included, may see of a doctor (content spec §2.7). */
export const DoctorPublicSchema = z.object({
  id: z.string(),
  role: z.enum(['doctor', 'professionista']),
  name: z.string(),
  displayName: z.string(),
  nome: z.string(),
  cognome: z.string(),
  avatar: z.string().nullable(),
  specialization: z.string().nullable(),
  biografia: z.string().nullable(),
  sectors: z.array(z.string()),
  isVerified: z.boolean(),
  /** Users following this doctor. */
  followersCount: z.number().int().nonnegative(),
  /** Published articles (not therapies) by this doctor; 0 until articles exist. */
  articlesCount: z.number().int().nonnegative(),
  /** Published therapies by this doctor; 0 until articles exist. */
  therapiesCount: z.number().int().nonnegative(),
  /** Whether the signed-in viewer follows this doctor; false signed out. */
  isFollowing: z.boolean(),
  /** Where the doctor receives patients (public practice data); null until the doctor sets it. */
  practiceAddress: PracticeAddressSchema.nullable(),
  /** Issue 28: average and count of verified reviews, null below three ('Nuovo su Sanity'). */
  rating: RatingSummarySchema,
});
export type DoctorPublic = z.infer<typeof DoctorPublicSchema>;

export const DoctorResponseSchema = z.object({ doctor: DoctorPublicSchema });

/**
 * Issue 29: how a doctor's ACTIVE services are offered, for the directory card's 'Anche online' /
 * 'Solo online'. A 'both' service counts for both; a doctor without active services has neither.
 */
export const VisitModesSchema = z.object({ inStudio: z.boolean(), online: z.boolean() });
export type VisitModes = z.infer<typeof VisitModesSchema>;

/** One card of the doctors directory (content spec §2.6). `biografia` is the full text; the web truncates it. */
export const DoctorCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  specialization: z.string().nullable(),
  biografia: z.string().nullable(),
  avatar: z.string().nullable(),
  sectors: z.array(z.string()),
  /** Approved by an admin (issue 13): the card's 'Verificato' badge. Only approved doctors are listed today. */
  isVerified: z.boolean(),
  /**
   * Start (ISO instant) of the first slot the doctor could be booked for, computed by the same slot
   * engine as the booking dialog over the next DIRECTORY_SLOT_HORIZON_DAYS days (constants.ts); null when none.
   */
  nextFreeSlot: z.string().nullable(),
  /** Where the doctor receives patients; null until the doctor sets it. */
  practiceAddress: PracticeAddressSchema.nullable(),
  /** Issue 28: average and count of verified reviews, null below three ('Nuovo su Sanity'). */
  rating: RatingSummarySchema,
  visitModes: VisitModesSchema,
});
export type DoctorCard = z.infer<typeof DoctorCardSchema>;

/** A page of the directory; `nextCursor` is null on the last page. */
export const DoctorListSchema = z.object({
  doctors: z.array(DoctorCardSchema),
  nextCursor: z.string().nullable(),
});
export type DoctorList = z.infer<typeof DoctorListSchema>;

export const DOCTORS_PAGE_DEFAULT = 24;
export const DOCTORS_PAGE_MAX = 50;
export const DOCTORS_SEARCH_MAX = 100;
/** The city filter's limit: a practice's city has at most 80 characters (PracticeAddressSchema). */
export const DOCTOR_CITY_MAX = 80;


/**
 * Query of GET /api/doctors. `q` matches name, specialization or biography (case-insensitive;
 * every word must appear somewhere); `sectors` keeps doctors with any of the ids (duplicates
 * ignored); `cursor` is the opaque `nextCursor` of the previous page.
 */
export const DoctorListQuerySchema = z.object({
  q: text()
    .trim()
    .max(DOCTORS_SEARCH_MAX, { message: d.searchTooLong })
    .optional(),
  sectors: idListParam(d.sectorsFilterInvalid).optional(),
  /** Keeps doctors whose practice is in this city, compared without case and accents ('forlì' finds 'Forlì'). */
  city: text()
    .trim()
    .max(DOCTOR_CITY_MAX, { message: itSettings.practiceAddress.cityTooLong })
    .optional(),
  limit: z.coerce
    .number({ message: d.limitInvalid })
    .int({ message: d.limitInvalid })
    .min(1, { message: d.limitInvalid })
    .max(DOCTORS_PAGE_MAX, { message: d.limitInvalid })
    .default(DOCTORS_PAGE_DEFAULT),
  cursor: text(d.cursorInvalid).max(500, { message: d.cursorInvalid }).optional(),
});
export type DoctorListQuery = z.output<typeof DoctorListQuerySchema>;
export type DoctorListQueryInput = z.input<typeof DoctorListQuerySchema>;

/** Answer of GET /api/doctors/cities: the cities of the listed doctors' practices, one spelling each, in Italian order. */
export const DoctorCitiesSchema = z.object({ cities: z.array(z.string()) });
export type DoctorCities = z.infer<typeof DoctorCitiesSchema>;

/** Answer of POST and DELETE /api/doctors/:id/follow. */
export const FollowResponseSchema = z.object({
  following: z.boolean(),
  followersCount: z.number().int().nonnegative(),
});
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
