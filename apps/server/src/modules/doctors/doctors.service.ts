import { parseDirectoryQuery, type DirectoryTerm } from '@sanity/shared/domain/doctors/directory-query';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import { isPubliclyVisibleDoctor } from '@sanity/shared/domain/doctors/review';
import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import { isStorableText } from '@sanity/shared/domain/text/storable-text';
import { itPublic } from '@sanity/shared/i18n/it-public';
import type { DoctorCard, DoctorCities, DoctorList, DoctorListQuery, DoctorPublic, FollowResponse } from '@sanity/shared/schemas/doctors';
import type { Availability, Service } from '@sanity/shared/schemas/practice';
import type { PublicSchedule } from '@sanity/shared/schemas/schedule';
import type { RatingSummary } from '@sanity/shared/schemas/rating-summary';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createReadCache } from '../read-cache/read-cache';
import { scope, type ReadVersions, type Versions } from '../read-cache/read-versions';
import type { PracticeAddressService } from '../practice/address.service';
import type { PracticeService } from '../practice/practice.service';
import type { UserRow, UsersService } from '../users/users.service';
import type { DirectoryRow } from '../users/users.repository';
import { createDoctorsRepository } from './doctors.repository';
import type { NextFreeSlot } from '../appointments/availability';
import { createNextSlotCache, type NextFreeSlots } from './next-slot-cache';

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

const noSlots: NextFreeSlots = () => Promise.resolve(new Map<string, NextFreeSlot>());

/** Who reads the directory: a doctor is never listed to themself, so only a doctor's id changes the answer. */
export interface DirectoryReader {
  id: string;
  role: string;
}

type ProfessionalServices = { hasServices: boolean; services: Service[]; availabilities?: Availability[] };

/** Answers one instance keeps (ADR 0024): directory pages, profiles, services, each per reader that may see them differently. */
const LISTS_KEPT = 500;
const PROFILES_KEPT = 2000;

/** What one directory answer read besides the directory's version: the doctors' slots it used. */
interface SlotReads {
  current: Versions;
  more: Map<string, number>;
  validUntil: number;
}

/** The sectors whose names and professions a search understands ('dermatologo'), from the sectors feature. */
export type SearchSectors = () => Promise<ReadonlyArray<{ id: string; name: string }>>;

const noSectors: SearchSectors = () => Promise.resolve([]);

/** Each doctor's rating of verified reviews (issue 28), from the reviews feature. */
export type Ratings = (doctorIds: readonly string[]) => Promise<Map<string, RatingSummary>>;

const noRatings: Ratings = () => Promise.resolve(new Map<string, RatingSummary>());

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
  ratings = noRatings,
  versions,
  clock,
}: {
  db: Db;
  /** The read versions of migration 0019: every public answer here is kept under them (ADR 0024). */
  versions: ReadVersions;
  clock: Clock;
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
  /**
   * Provided by the reviews feature (issue 28): each doctor's rating, null below three reviews. A
   * review's publication, decision or reply moves `doctor:` (which every card's slot depends on)
   * and `reviews:` (the profile's), so kept answers never show an old rating.
   */
  ratings?: Ratings;
}) {
  const repo = createDoctorsRepository(db);
  const slotCache = createNextSlotCache({ versions, compute: nextFreeSlots, clock });
  const lists = createReadCache<DoctorList>({ versions, clock, size: LISTS_KEPT });
  const profiles = createReadCache<DoctorPublic>({ versions, clock, size: PROFILES_KEPT });
  const servicesKept = createReadCache<ProfessionalServices>({ versions, clock, size: PROFILES_KEPT });

  /** The next free slots of `ids`, noting the versions and time they hold for in `reads`; `known`: versions already read. */
  async function slotsOf(ids: readonly string[], reads: SlotReads, known: Versions = reads.current): Promise<Map<string, Date | null>> {
    const got = await slotCache.get(ids, known);
    for (const [s, v] of got.stamps) reads.more.set(s, v);
    reads.validUntil = Math.min(reads.validUntil, got.validUntil);
    return got.slots;
  }

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

  /** The directory's cards of these rows, in their order, with the slots read for them. */
  async function cardsOf(rows: readonly DirectoryRow[], slots: Map<string, Date | null> | Promise<Map<string, Date | null>>): Promise<DoctorCard[]> {
    const ids = rows.map((r) => r.user.id);
    const [sectorsOf, slotOf, addressOf, ratingOf] = await Promise.all([users.sectorIdsOfMany(ids), slots, practiceAddress.getMany(ids), ratings(ids)]);
    return rows.map(({ user, visitModes }) => ({
      id: user.id,
      name: doctorDisplayName(user),
      specialization: user.specialization,
      biografia: user.biografia,
      avatar: user.avatar,
      sectors: sectorsOf.get(user.id) ?? [],
      isVerified: user.isVerified,
      nextFreeSlot: slotOf.get(user.id)?.toISOString() ?? null,
      practiceAddress: addressOf.get(user.id) ?? null,
      rating: ratingOf.get(user.id) ?? null,
      visitModes,
    }));
  }

  /**
   * A page of a text search (issue 24): the doctors matching every term, by match quality, then the
   * earliest free slot, then surname. The next page is an offset into the same ranking.
   */
  async function searchPage(terms: readonly DirectoryTerm[], query: DoctorListQuery, viewerId: string | undefined, reads: SlotReads): Promise<DoctorList> {
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
    const slots = await slotsOf(tied.map((c) => c.id), reads);
    // A stable sort: equal quality and slot keep the repository's surname order.
    const ranked = [...tied].sort((a, b) => b.quality - a.quality || bySlot(slots.get(a.id), slots.get(b.id)));
    const pageIds = ranked.slice(offset - above, end - above).map((c) => c.id);
    // Read after the slots' `doctor:` versions: the visit modes are never older than the versions the page is kept under.
    const rowOf = new Map((await users.findDirectoryRows(pageIds)).map((row) => [row.user.id, row]));
    const rows = pageIds.flatMap((id) => rowOf.get(id) ?? []);
    return { doctors: await cardsOf(rows, slots), nextCursor: end < candidates.length ? encodeSearchCursor(end) : null };
  }

  /** A directory page read from the database (the slots from their own cache), with what it depends on. */
  async function listFresh(query: DoctorListQuery, viewerId: string | undefined, current: Versions) {
    const reads: SlotReads = { current, more: new Map(), validUntil: Infinity };
    const value = await listPage(query, viewerId, reads);
    return { value, more: reads.more, validUntil: reads.validUntil };
  }

  async function listPage(query: DoctorListQuery, viewerId: string | undefined, reads: SlotReads): Promise<DoctorList> {
    const terms = query.q ? parseDirectoryQuery(query.q, await searchSectors()) : [];
    if (terms.length > 0) return searchPage(terms, query, viewerId, reads);
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
    // The page's `doctor:` versions came with its rows (same snapshot as the visit modes): the slots need no statement for them.
    const known = new Map([...reads.current, ...page.map((r): [string, number] => [scope.doctor(r.user.id), r.doctorVersion])]);
    const doctors = await cardsOf(page, slotsOf(page.map((r) => r.user.id), reads, known));
    const last = rows[query.limit - 1];
    const nextCursor = rows.length > query.limit && last ? encodeCursor({ sortKey: last.sortKey, id: last.user.id }) : null;
    return { doctors, nextCursor };
  }

  async function getPublicFresh(id: string, viewer?: DoctorViewer | null): Promise<DoctorPublic> {
    const row = await requireDoctor(id, viewer);
    const viewerId = viewer?.id;
    const [dto, followersCount, content, isFollowing, address, rating] = await Promise.all([
      users.toDto(row),
      repo.countFollowers(id),
      countContent(id, viewerId),
      viewerId ? repo.isFollowing(viewerId, id) : Promise.resolve(false),
      practiceAddress.get(id),
      ratings([id]),
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
      rating: rating.get(id) ?? null,
    };
  }

  /** The scopes of what a signed-in reader may see differently (their role, admin flag, verified e-mail); none signed out. */
  const readerScopes = (viewer?: { id: string } | null) => (viewer ? [scope.user(viewer.id)] : []);

  return {
    requireDoctor,

    /**
     * A doctor's public profile, kept per reader (the counts include private content the reader may
     * read, `isFollowing` is theirs): the directory, articles and followers' versions, and the
     * reader's own.
     */
    getPublic(id: string, viewer?: DoctorViewer | null): Promise<DoctorPublic> {
      const scopes = [scope.directory, scope.articles, scope.follows(id), scope.reviews(id), ...readerScopes(viewer)];
      return profiles.read(`${id}|${viewer?.id ?? ''}`, scopes, async () => ({ value: await getPublicFresh(id, viewer) }));
    },

    /**
     * The directory (content spec §2.6): by surname then first name, titles aside, `viewerId` (the
     * signed-in user) never listed; each card with its next free slot. A text search ranks instead
     * (`searchPage`); a query of titles only ('Dottore') lists everyone, one without letters or digits no one.
     */
    async list(query: DoctorListQuery, reader?: DirectoryReader | null): Promise<DoctorList> {
      const viewerId = reader && isDoctorRole(reader.role) ? reader.id : undefined;
      // Signed out and every reader who is not a doctor get the same page: one copy for all of them.
      const key = JSON.stringify([query.q ?? '', query.sectors ?? [], query.city ?? '', query.cursor ?? '', query.limit, viewerId ?? '']);
      return lists.read(key, [scope.directory], (current) => listFresh(query, viewerId, current));
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
    ): Promise<ProfessionalServices> {
      const scopes = [scope.directory, scope.doctor(id), ...readerScopes(viewer)];
      return servicesKept.read(`${id}|${viewer?.id ?? ''}|${includeAvailabilities}`, scopes, async () => {
        await requireDoctor(id, viewer);
        const config = await practice.read(id, { includeInactive: viewer?.id === id });
        const value: ProfessionalServices = {
          hasServices: config.services.length > 0,
          services: config.services,
          ...(includeAvailabilities ? { availabilities: config.availabilities } : {}),
        };
        return { value };
      });
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
