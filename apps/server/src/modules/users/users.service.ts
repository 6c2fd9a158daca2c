import { randomUUID } from 'node:crypto';
import { defaultUserid, splitFullName } from '@sanity/shared/domain/names';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { isPubliclyVisibleDoctor, type DoctorReviewStatus } from '@sanity/shared/domain/doctors/review';
import { it } from '@sanity/shared/i18n/it';
import type { User } from '@sanity/shared/schemas/auth';
import type { NameChange, ProfileUpdate } from '@sanity/shared/schemas/users';
import type { AdminDoctorFilter } from '@sanity/shared/schemas/doctor-review';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SectorsService } from '../sectors/sectors.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { AuditService } from '../audit/audit.service';
import { createNameChange } from './name-change';
import { toPublicUserDto, toUserDto } from './users.dto';
import { createDirectorySearchRepository, type DirectoryRankSearch } from './directory-search.repository';
import { createUsersRepository, type DoctorSearch } from './users.repository';
import { createDoctorReviewRepository, type DoctorReviewWrite } from './doctor-review.repository';

export type { UserRow };

/** Everything needed to create an account; names are derived from displayName. */
export interface NewUser {
  role: 'user' | 'doctor' | 'professionista';
  displayName: string;
  email: string;
  passwordHash: string | null;
  admin?: number;
  telefono?: string | null;
  avatar?: string | null;
  indirizzo?: string | null;
  cap?: string | null;
  citta?: string | null;
  provincia?: string | null;
  specialization?: string | null;
  licenseNumber?: string | null;
  licenseProvince?: string | null;
  biografia?: string | null;
  isVerified?: boolean;
  /** Set when the address is already proven (Google's email_verified, the demo accounts). */
  emailVerifiedAt?: Date | null;
  googleSub?: string | null;
  /** Must already be validated (SectorsService.requireActive). */
  sectorIds?: readonly string[];
  /** The documents accepted at registration (issue 13): stored with the account, in its transaction. */
  consents?: ReadonlyArray<{ document: 'terms' | 'doctor-terms'; version: string }>;
}

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService({
  db,
  sectors,
  uploads,
  clock,
  audit,
}: {
  db: Db;
  sectors: SectorsService;
  uploads: UploadsService;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
}) {
  const repo = createUsersRepository(db, clock);
  const directorySearch = createDirectorySearchRepository(db);
  const nameChange = createNameChange({ db, clock, audit });
  const reviewRepo = createDoctorReviewRepository(db);

  async function dtoOf(row: UserRow): Promise<User> {
    return toUserDto(row, await repo.sectorIdsOf(row.id));
  }

  return {
    /** Creates an account. A used e-mail (any case) is a 409 with the spec's message. */
    async create(input: NewUser): Promise<UserRow> {
      const id = randomUUID();
      const { nome, cognome } = splitFullName(input.displayName);
      const { sectorIds = [], consents = [], ...fields } = input;
      const row = {
        ...fields,
        id,
        email: input.email.trim().toLowerCase(),
        name: input.displayName,
        nome,
        cognome,
        userid: defaultUserid(id),
      } satisfies NewUserRow;
      try {
        return await repo.insert(row, sectorIds, consents);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) {
          throw new AppError(409, it.identity.emailInUse, { code: 'email-already-in-use' });
        }
        throw error;
      }
    },

    findById: (id: string) => repo.findById(id),
    /** Several users at once (e.g. the authors of a page of articles); missing ids are left out. */
    findByIds: (ids: readonly string[]) => repo.findByIds(ids),
    findByEmail: (email: string) => repo.findByEmail(email),
    findByGoogleSub: (sub: string) => repo.findByGoogleSub(sub),

    async linkGoogleAccount(id: string, sub: string): Promise<void> {
      await repo.update(id, { googleSub: sub });
    },

    recordLogin: (id: string, at = clock.now()) => repo.touchLogin(id, at),

    /** A disabled account cannot sign in and its sessions stop working at once. */
    async setDisabled(id: string, disabled: boolean): Promise<void> {
      await repo.update(id, { isDisabled: disabled });
    },

    toDto: dtoOf,
    /** `toDto` when the sector ids were already read with the row (the session lookup). */
    dtoWithSectors: (row: UserRow, sectorIds: readonly string[]): User => toUserDto(row, sectorIds),

    /** A profile as `viewerId` may see it: everything for oneself, a public projection for others. */
    async getProfile(viewerId: string, uid: string): Promise<User> {
      const row = await repo.findById(uid);
      if (!row || row.isDisabled) throw new AppError(404, it.http.notFound);
      // A doctor not yet approved (or erased) has no profile for others (ADR 0013).
      if (viewerId !== uid && isDoctorRole(row.role) && !isPubliclyVisibleDoctor(row)) throw new AppError(404, it.http.notFound);
      const sectorIds = await repo.sectorIdsOf(row.id);
      return viewerId === uid ? toUserDto(row, sectorIds) : toPublicUserDto(row, sectorIds);
    },

    /**
     * Profile settings. Personal fields for everyone; the professional block (specialization,
     * licenseNumber, sectors, biografia) only for doctor roles and silently ignored for patients.
     */
    async updateProfile(uid: string, input: ProfileUpdate): Promise<User> {
      const current = await repo.findById(uid);
      if (!current) throw new AppError(404, it.http.notFound);
      const patch: Partial<NewUserRow> = {};
      if (input.telefono !== undefined) patch.telefono = input.telefono;
      if (input.indirizzo !== undefined) patch.indirizzo = input.indirizzo;
      if (input.cap !== undefined) patch.cap = input.cap;
      if (input.citta !== undefined) patch.citta = input.citta;
      if (input.provincia !== undefined) patch.provincia = input.provincia;
      let sectorIds: string[] | undefined;
      if (isDoctorRole(current.role)) {
        if (input.specialization !== undefined) patch.specialization = input.specialization;
        if (input.licenseNumber !== undefined) patch.licenseNumber = input.licenseNumber;
        if (input.biografia !== undefined) patch.biografia = input.biografia;
        // A deactivated sector the doctor already has may stay (issue 13, docs/ux-choices.md); new choices must be active.
        if (input.sectors !== undefined) sectorIds = await sectors.requireActive(input.sectors, await repo.sectorIdsOf(uid));
      }
      const updated = await repo.update(uid, patch, sectorIds);
      if (!updated) throw new AppError(404, it.http.notFound);
      return dtoOf(updated);
    },

    /** The owner corrects nome and cognome (issue 24; an approved doctor's change waits for an admin). */
    async changeName(uid: string, input: NameChange): Promise<User> {
      return dtoOf(await nameChange.change(uid, input));
    },
    /** An admin approves or refuses a doctor's pending name (modules/doctor-review decides who may). */
    settlePendingName: (adminId: string, doctorId: string, approve: boolean) => nameChange.settle(adminId, doctorId, approve),

    /**
     * Replaces the user's picture with an uploaded image (checked, converted to a 512×512 WebP and
     * stored by the uploads feature); the previous stored picture is deleted afterwards.
     */
    async changeAvatar(uid: string, image: Buffer): Promise<User> {
      const current = await repo.findById(uid);
      if (!current || current.isDisabled) throw new AppError(404, it.http.notFound);
      // Keys are never reused: a second upload within the same millisecond moves on by one.
      const previousTimestamp = /\/(\d+)\.webp$/.exec(current.avatar ?? '')?.[1];
      let now = clock.now().getTime();
      if (previousTimestamp && Number(previousTimestamp) >= now) now = Number(previousTimestamp) + 1;
      const url = await uploads.storeAvatar(uid, image, now);
      let updated: UserRow | undefined;
      try {
        updated = await repo.update(uid, { avatar: url });
      } catch (error) {
        await uploads.removeByUrl(url);
        throw error;
      }
      if (!updated) throw new AppError(404, it.http.notFound);
      // Only a picture this feature stored for this user is deleted (never a shared or external URL).
      if (current.avatar && current.avatar !== url && current.avatar.startsWith(`/media/users/${uid}/avatar/`)) {
        await uploads.removeByUrl(current.avatar);
      }
      return dtoOf(updated);
    },

    sectorIdsOf: (userId: string) => repo.sectorIdsOf(userId),
    sectorIdsOfMany: (userIds: readonly string[]) => repo.sectorIdsOfMany(userIds),
    /** A page of the doctors directory (see DoctorSearch); rows are user rows, never shown as is. */
    searchDoctors: (params: DoctorSearch) => repo.searchDoctors(params),
    findDirectoryRows: (ids: readonly string[]) => repo.findDirectoryRows(ids),
    /** The directory's text search, best matches first (directory-search.repository.ts). */
    rankDoctors: (params: DirectoryRankSearch) => directorySearch.rank(params),
    listPublicDoctors: (limit: number) => repo.listPublicDoctors(limit),

    // The admin's review of doctors (issue 13, ADR 0013; modules/doctor-review decides, this owns the rows).
    doctorReviewQueue: (status: AdminDoctorFilter, after: { at: string; id: string } | undefined, limit: number) => reviewRepo.list(status, after, limit),
    doctorSectorsOf: (userIds: readonly string[]) => reviewRepo.sectorsOf(userIds),
    /** Writes a doctor's review while it is in one of `from`; undefined when it was not (or is no doctor). `tx`: the caller's transaction. */
    setDoctorReview: (id: string, write: DoctorReviewWrite, from: readonly DoctorReviewStatus[], tx?: Db) =>
      (tx ? createDoctorReviewRepository(tx) : reviewRepo).setReview(id, write, from, clock.now()),
    countPendingDoctors: () => reviewRepo.countPending(),

    countOverview: () => repo.countAll(),
    isEmpty: () => repo.isEmpty(),
  };
}
