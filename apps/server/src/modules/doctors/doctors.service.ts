import { doctorDisplayName } from '@sanity/shared/domain/names';
import { isPubliclyVisibleDoctor } from '@sanity/shared/domain/doctors/review';
import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import { isStorableText } from '@sanity/shared/domain/text/storable-text';
import { it } from '@sanity/shared/i18n/it';
import type { DoctorCard, DoctorCities, DoctorList, DoctorListQuery, DoctorPublic, FollowResponse } from '@sanity/shared/schemas/doctors';
import type { Availability, Service } from '@sanity/shared/schemas/practice';
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
  throw new AppError(400, it.doctors.cursorInvalid, { fields: { cursor: it.doctors.cursorInvalid } });
}

/** The words of a search: every one must be found (in any of name, specialization, biography). */
function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').split(/\s+/).filter(Boolean))].slice(0, 10);
}

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
}: {
  db: Db;
  users: UsersService;
  practice: PracticeService;
  practiceAddress: Pick<PracticeAddressService, 'get' | 'getMany' | 'cities'>;
  /** Provided by the articles feature; zeros until it exists. */
  countContent?: ContentCounter;
  /** Provided by the appointments feature; no slot until it exists. */
  nextFreeSlots?: NextFreeSlots;
}) {
  const repo = createDoctorsRepository(db);

  /**
   * The doctor's row, or 404 'Profilo non trovato' for an unknown or non-doctor id and for a doctor
   * others may not see (not approved, disabled, erased: ADR 0013), unless `viewer` is that doctor
   * or an admin, who see a profile still under review.
   */
  async function requireDoctor(id: string, viewer?: DoctorViewer | null): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row || !isDoctorRole(row.role)) throw new AppError(404, it.doctorProfile.notFound);
    if (isPubliclyVisibleDoctor(row)) return row;
    const reviewer = viewer && (viewer.id === id || isAdminFlag(viewer.admin));
    if (!reviewer || row.isDisabled || row.erasedAt !== null) throw new AppError(404, it.doctorProfile.notFound);
    return row;
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
     * signed-in user) never listed; each card with its next free slot.
     */
    async list(query: DoctorListQuery, viewerId?: string): Promise<DoctorList> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await users.searchDoctors({
        words: searchWords(query.q),
        sectorIds: query.sectors ?? [],
        city: query.city || undefined,
        excludeId: viewerId,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const ids = page.map((r) => r.user.id);
      const [sectorsOf, slotsOf, addressOf] = await Promise.all([users.sectorIdsOfMany(ids), nextFreeSlots(ids), practiceAddress.getMany(ids)]);
      const doctors: DoctorCard[] = page.map(({ user }) => ({
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

    /** Weekly hours of the doctor's active services (spec: getProfessionalAvailabilities). */
    async availabilities(id: string, viewer?: DoctorViewer | null): Promise<{ availabilities: Availability[] }> {
      await requireDoctor(id, viewer);
      return { availabilities: await practice.getAvailabilities(id) };
    },

    /** Follows a doctor; following again changes nothing. Oneself: 400. */
    async follow(viewerId: string, id: string): Promise<FollowResponse> {
      if (viewerId === id) throw new AppError(400, it.doctorProfile.cannotFollowSelf);
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
