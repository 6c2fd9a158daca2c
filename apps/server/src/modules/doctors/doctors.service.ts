import { parseDirectoryQuery, type DirectoryTerm } from '@sanity/shared/domain/doctors/directory-query';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import { isPubliclyVisibleDoctor } from '@sanity/shared/domain/doctors/review';
import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import { isStorableText } from '@sanity/shared/domain/text/storable-text';
import { itPublic } from '@sanity/shared/i18n/it-public';
import type { DoctorCard, DoctorCities, DoctorList, DoctorListQuery, DoctorPublic, FollowResponse } from '@sanity/shared/schemas/doctors';
import type { Availability, Service } from '@sanity/shared/schemas/practice';
import type { PublicSchedule } from '@sanity/shared/schemas/schedule';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PracticeAddressService } from '../practice/address.service';
import type { PracticeService } from '../practice/practice.service';
import type { UserRow, UsersService } from '../users/users.service';
import { createDoctorsRepository } from './doctors.repository';

export type DoctorsService = ReturnType<typeof createDoctorsService>;

/** Who asks for a doctor's page: the doctor themself and admins also see one under review. */
export interface DoctorViewer {
  id: string;
  admin: number;
}

/** Published articles and therapies of a doctor, counted by the articles feature. */
export interface ContentCounts {
  articles: number;
  therapies: number;
}
/** `viewerId`: the signed-in viewer (counts include private content they may read); undefined signed out. */
export type ContentCounter = (doctorId: string, viewerId?: string) => Promise<ContentCounts>;

const noContent: ContentCounter = () => Promise.resolve({ articles: 0, therapies: 0 });

/** The first bookable slot of each doctor (null: none soon), from the appointments feature, which owns the bookings. */
export type NextFreeSlots = (doctorIds: readonly string[]) => Promise<Map<string, Date | null>>;

const noSlots: NextFreeSlots = () => Promise.resolve(new Map<string, Date | null>());

/** The sectors whose names and professions a search understands ('dermatologo'), from the sectors feature. */
export type SearchSectors = () => Promise<ReadonlyArray<{ id: string; name: string }>>;

const noSectors: SearchSectors = () => Promise.resolve([]);

/**
 * A text search ranks at most this many matching doctors, the best first (bounded work per request,
 * like the article search's caps); a query matching more is narrowed with another word or a filter.
 */
const SEARCH_CANDIDATES = 200;

interface Cursor {
  sortKey: string;
  id: string;
}

/** The opaque `nextCursor`: the last card's position in the directory's (surname key, id) order. */
function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sortKey, cursor.id]), 'utf8').toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    // An edited cursor is still a query value: the same text rule as every other input.
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' && isStorableText(value[0]) && isStorableText(value[1])) {
      return { sortKey: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw new AppError(400, itPublic.doctors.cursorInvalid, { fields: { cursor: itPublic.doctors.cursorInvalid } });
}

/** A search's `nextCursor`: where the next page starts in the ranked matches. */
function encodeSearchCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ offset }), 'utf8').toString('base64url');
}

function decodeSearchCursor(text: string): number {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const offset = typeof value === 'object' && value !== null ? (value as { offset?: unknown }).offset : undefined;
    if (typeof offset === 'number' && Number.isInteger(offset) && offset > 0 && offset < SEARCH_CANDIDATES) return offset;
  } catch {
    // falls through to the 400 below
  }
  throw new AppError(400, itPublic.doctors.cursorInvalid, { fields: { cursor: itPublic.doctors.cursorInvalid } });
}

/** Earlier slot first, no slot last. */
const bySlot = (a: Date | null | undefined, b: Date | null | undefined) => (a ? a.getTime() : Infinity) - (b ? b.getTime() : Infinity);

/**
 * Doctors as others see them: the directory, public profiles with their counts, their bookable
 * services and hours, and following. Only publicly visible doctors exist here for others (ADR 0013).
 */
export function createDoctorsService({
  db,
  users,
  practice,
  practiceAddress,
  countContent = noContent,
  nextFreeSlots = noSlots,
  publicSchedule,
  searchSectors = noSectors,
}: {
  db: Db;
  users: UsersService;
  practice: PracticeService;
  practiceAddress: Pick<PracticeAddressService, 'get' | 'getMany' | 'cities'>;
  /** Provided by the articles feature; zeros until it exists. */
  countContent?: ContentCounter;
  /** Provided by the appointments feature; no slot until it exists. */
  nextFreeSlots?: NextFreeSlots;
  /** Provided by the schedule feature (issue 25): closures, date hours, holidays, buffers, notice, horizon for the booking dialog. */
  publicSchedule?: (doctorId: string) => Promise<PublicSchedule>;
  /** Provided by the sectors feature; without it only the typed words themselves are searched. */
  searchSectors?: SearchSectors;
}) {
  const repo = createDoctorsRepository(db);

  /**
   * The doctor's row, or 404 'Profilo non trovato' for an unknown or non-doctor id and for a doctor
   * others may not see (not approved, disabled, erased: ADR 0013), unless `viewer` is that doctor
   * or an admin, who see a profile still under review.
   */
  async function requireDoctor(id: string, viewer?: DoctorViewer | null): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row || !isDoctorRole(row.role)) throw new AppError(404, itPublic.doctorProfile.notFound);
    if (isPubliclyVisibleDoctor(row)) return row;
    const reviewer = viewer && (viewer.id === id || isAdminFlag(viewer.admin));
    if (!reviewer || row.isDisabled || row.erasedAt !== null) throw new AppError(404, itPublic.doctorProfile.notFound);
    return row;
  }

  /** The directory's cards of these rows, in their order; `slots` when already read. */
  async function cardsOf(rows: readonly UserRow[], slots?: Map<string, Date | null>): Promise<DoctorCard[]> {
    const ids = rows.map((r) => r.id);
    const [sectorsOf, slotsOf, addressOf] = await Promise.all([users.sectorIdsOfMany(ids), slots ?? nextFreeSlots(ids), practiceAddress.getMany(ids)]);
    return rows.map((user) => ({
      id: user.id,
      name: doctorDisplayName(user),
      specialization: user.specialization,
      biografia: user.biografia,
      avatar: user.avatar,
      sectors: sectorsOf.get(user.id) ?? [],
      isVerified: user.isVerified,
      nextFreeSlot: slotsOf.get(user.id)?.toISOString() ?? null,
      practiceAddress: addressOf.get(user.id) ?? null,
    }));
  }

  /**
   * A page of a text search (issue 24): the doctors matching every term, by match quality, then the
   * earliest free slot, then surname. The next page is an offset into the same ranking.
   */
  async function searchPage(terms: readonly DirectoryTerm[], query: DoctorListQuery, viewerId: string | undefined): Promise<DoctorList> {
    const offset = query.cursor ? decodeSearchCursor(query.cursor) : 0;
    const filters = { sectorIds: query.sectors ?? [], city: query.city || undefined, excludeId: viewerId, cap: SEARCH_CANDIDATES };
    let candidates = await users.rankDoctors({ terms, typos: false, ...filters });
    // Nothing matched as typed: the same search again, forgiving a typo in the longer words ('Mialno').
    if (candidates.length === 0 && terms.some((t) => t.fuzzy)) candidates = await users.rankDoctors({ terms, typos: true, ...filters });
    const end = Math.min(candidates.length, offset + query.limit);
    if (offset >= end) return { doctors: [], nextCursor: null };
    // Only the qualities this page shows need their free slots: better ones all come before it, worse ones after.
    const top = candidates[offset]!.quality;
    const bottom = candidates[end - 1]!.quality;
    const above = candidates.filter((c) => c.quality > top).length;
    const tied = candidates.filter((c) => c.quality <= top && c.quality >= bottom);
    const slotsOf = await nextFreeSlots(tied.map((c) => c.id));
    // A stable sort: equal quality and slot keep the repository's surname order.
    const ranked = [...tied].sort((a, b) => b.quality - a.quality || bySlot(slotsOf.get(a.id), slotsOf.get(b.id)));
    const pageIds = ranked.slice(offset - above, end - above).map((c) => c.id);
    const rowOf = new Map((await users.findByIds(pageIds)).map((row) => [row.id, row]));
    const rows = pageIds.flatMap((id) => rowOf.get(id) ?? []);
    return { doctors: await cardsOf(rows, slotsOf), nextCursor: end < candidates.length ? encodeSearchCursor(end) : null };
  }

  return {
    requireDoctor,

    async getPublic(id: string, viewer?: DoctorViewer | null): Promise<DoctorPublic> {
      const row = await requireDoctor(id, viewer);
      const viewerId = viewer?.id;
      const [dto, followersCount, content, isFollowing, address] = await Promise.all([
        users.toDto(row),
        repo.countFollowers(id),
        countContent(id, viewerId),
        viewerId ? repo.isFollowing(viewerId, id) : Promise.resolve(false),
        practiceAddress.get(id),
      ]);
      const { role, name, displayName, nome, cognome, avatar, specialization, biografia, sectors, isVerified } = dto;
      return {
        id,
        role: role === 'professionista' ? 'professionista' : 'doctor',
        name: doctorDisplayName({ displayName, name, nome, cognome }),
        displayName,
        nome,
        cognome,
        avatar,
        specialization,
        biografia,
        sectors,
        isVerified,
        followersCount,
        articlesCount: content.articles,
        therapiesCount: content.therapies,
        isFollowing,
        practiceAddress: address,
      };
    },

    /**
     * The directory (content spec §2.6): by surname then first name, titles aside, `viewerId` (the
     * signed-in user) never listed; each card with its next free slot. A text search ranks instead
     * (`searchPage`); a query of titles only ('Dottore') lists everyone, one without letters or digits no one.
     */
    async list(query: DoctorListQuery, viewerId?: string): Promise<DoctorList> {
      const terms = query.q ? parseDirectoryQuery(query.q, await searchSectors()) : [];
      if (terms.length > 0) return searchPage(terms, query, viewerId);
      // Punctuation alone ('_', '%') names no one, unlike titles alone.
      if (query.q && !/[\p{L}\p{N}]/u.test(query.q)) return { doctors: [], nextCursor: null };
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await users.searchDoctors({
        sectorIds: query.sectors ?? [],
        city: query.city || undefined,
        excludeId: viewerId,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const doctors = await cardsOf(page.map((r) => r.user));
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ sortKey: last.sortKey, id: last.user.id }) : null;
      return { doctors, nextCursor };
    },

    /** The directory's city filter choices (GET /api/doctors/cities). */
    async cities(): Promise<DoctorCities> {
      return { cities: await practiceAddress.cities() };
    },

    /**
     * Services shown on a profile (spec: getProfessionalServices): active ones, or every current
     * one when the viewer is the doctor themself; hours of the same services on request.
     */
    async professionalServices(
      id: string,
      { viewer, includeAvailabilities }: { viewer?: DoctorViewer | null; includeAvailabilities: boolean },
    ): Promise<{ hasServices: boolean; services: Service[]; availabilities?: Availability[] }> {
      await requireDoctor(id, viewer);
      const config = await practice.read(id, { includeInactive: viewer?.id === id });
      return {
        hasServices: config.services.length > 0,
        services: config.services,
        ...(includeAvailabilities ? { availabilities: config.availabilities } : {}),
      };
    },

    /**
     * Weekly hours of the doctor's active services (spec: getProfessionalAvailabilities) and, since
     * issue 25, the rest of what the booking dialog's slot engine needs (`schedule`).
     */
    async availabilities(id: string, viewer?: DoctorViewer | null): Promise<{ availabilities: Availability[]; schedule?: PublicSchedule }> {
      await requireDoctor(id, viewer);
      const [availabilities, schedule] = await Promise.all([practice.getAvailabilities(id), publicSchedule?.(id)]);
      return { availabilities, ...(schedule ? { schedule } : {}) };
    },

    /** Follows a doctor; following again changes nothing. Oneself: 400. */
    async follow(viewerId: string, id: string): Promise<FollowResponse> {
      if (viewerId === id) throw new AppError(400, itPublic.doctorProfile.cannotFollowSelf);
      await requireDoctor(id);
      await repo.follow(viewerId, id);
      return { following: true, followersCount: await repo.countFollowers(id) };
    },

    /** Stops following; not following already changes nothing. */
    async unfollow(viewerId: string, id: string): Promise<FollowResponse> {
      await requireDoctor(id);
      await repo.unfollow(viewerId, id);
      return { following: false, followersCount: await repo.countFollowers(id) };
    },
  };
}
