import { z } from 'zod';
import { it } from '../i18n/it';
import { itWaitlist as w } from '../i18n/it-waitlist';
import { CUSTOM_FIELD_TYPES } from '../domain/practice/custom-fields';
import { PersonSeenSchema } from './family-person';
import { id as idField, localDate, text } from './fields';

/**
 * The waiting list's contract (issue 25; docs/api.md "Waiting list"): joining, one's active entries,
 * leaving, the offer behind an e-mail link and accepting it, the doctor's count. Local dates and
 * times are the doctor's (Europe/Rome); instants are ISO 8601.
 */
const invalid = it.validation.invalidRequest;
const id = idField();
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const localTime = z.string({ message: invalid }).regex(LOCAL_TIME, { message: invalid });

export const JoinWaitlistSchema = z
  .object({
    doctorId: id,
    /** Absent or null: any service of the doctor. Ignored with `appointmentId` (the appointment's service). */
    serviceId: id.nullable().optional(),
    /** An appointment of the caller to move earlier; absent: a new booking. */
    appointmentId: id.optional(),
    /** Issue 30: a new booking for this family member of the caller; absent: for the caller. Ignored with `appointmentId` (the appointment's person). */
    familyMemberId: id.optional(),
    /** ISO weekdays 1 (Monday) – 7 (Sunday); empty: any day. */
    weekdays: z
      .array(z.number({ message: w.weekdaysInvalid }).int({ message: w.weekdaysInvalid }).min(1, { message: w.weekdaysInvalid }).max(7, { message: w.weekdaysInvalid }))
      .max(7, { message: w.weekdaysInvalid })
      .refine((days) => new Set(days).size === days.length, { message: w.weekdaysInvalid })
      .default([]),
    timeFrom: localTime.nullable().default(null),
    timeTo: localTime.nullable().default(null),
    /** Last date of interest, inclusive (with an appointment: at most its date). */
    untilDate: localDate(),
  })
  .superRefine((v, ctx) => {
    if ((v.timeFrom === null) !== (v.timeTo === null)) ctx.addIssue({ code: 'custom', path: ['timeTo'], message: w.timeRangeIncomplete });
    else if (v.timeFrom !== null && v.timeTo !== null && v.timeTo <= v.timeFrom) ctx.addIssue({ code: 'custom', path: ['timeTo'], message: w.timeRangeInvalid });
  });
export type JoinWaitlist = z.infer<typeof JoinWaitlistSchema>;
export type JoinWaitlistInput = z.input<typeof JoinWaitlistSchema>;

export const WaitlistEntrySchema = z.object({
  id: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  serviceId: z.string().nullable(),
  /** null: any service. */
  serviceName: z.string().nullable(),
  appointmentId: z.string().nullable(),
  /** The held appointment's start, for an entry that moves it. */
  appointmentDateTime: z.string().nullable(),
  weekdays: z.array(z.number()),
  timeFrom: z.string().nullable(),
  timeTo: z.string().nullable(),
  untilDate: z.string(),
  createdAt: z.string(),
  /** Issue 30: whom the visit is for (a family member of the caller, or the caller: `familyMemberId` null), as an appointment says. */
  personSeen: PersonSeenSchema,
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** The caller's active entries (at most WAITLIST_ACTIVE_ENTRIES_MAX, so one page), oldest first. */
export const WaitlistEntryListSchema = z.object({ entries: z.array(WaitlistEntrySchema) });
export const WaitlistEntryResponseSchema = z.object({ entry: WaitlistEntrySchema });

export const OfferTokenQuerySchema = z.object({ token: text(w.offerNotFound).trim().min(20, { message: w.offerNotFound }).max(200, { message: w.offerNotFound }) });

export const OFFER_STATUSES = ['offered', 'accepted', 'gone', 'expired'] as const;

/** What the offer page shows: the time, and what accepting it does (a new booking, or moving `currentDateTime`). */
export const WaitlistOfferSchema = z.object({
  status: z.enum(OFFER_STATUSES),
  doctorId: z.string(),
  doctorName: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  dateTime: z.string(),
  endDateTime: z.string(),
  expiresAt: z.string(),
  /** The appointment that accepting moves; null: accepting books. */
  appointmentId: z.string().nullable(),
  currentDateTime: z.string().nullable(),
  /** Issue 30: whom accepting books (or moves) the visit for. */
  personSeen: PersonSeenSchema,
  /** The service's intake questions a new booking asks (none for a move: the answers stay). */
  customFields: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(CUSTOM_FIELD_TYPES), required: z.boolean(), options: z.array(z.string()) })),
});
export type WaitlistOffer = z.infer<typeof WaitlistOfferSchema>;
export const WaitlistOfferResponseSchema = z.object({ offer: WaitlistOfferSchema });

const answer = z.union([text().max(2000, { message: invalid }), z.number(), z.boolean()]);
export const AcceptOfferSchema = z.object({
  token: OfferTokenQuerySchema.shape.token,
  customFields: z.record(text().max(120), answer, { message: invalid }).default({}),
  healthDataConsent: z.boolean().default(false),
});
export type AcceptOffer = z.infer<typeof AcceptOfferSchema>;
export const AcceptOfferResponseSchema = z.object({ appointmentId: z.string() });

export const WaitlistCountSchema = z.object({ waiting: z.number() });
