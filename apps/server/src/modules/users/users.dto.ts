import { doctorReviewStatus } from '@sanity/shared/domain/doctors/review';
import type { User } from '@sanity/shared/schemas/auth';
import type { UserRow } from '../../db/schema/users';

/** A database row (plus its sector ids) as the shared `User` contract. */
export function toUserDto(row: UserRow, sectorIds: readonly string[]): User {
  return {
    id: row.id,
    role: row.role,
    admin: row.admin,
    name: row.name,
    displayName: row.displayName,
    nome: row.nome,
    cognome: row.cognome,
    email: row.email,
    telefono: row.telefono,
    avatar: row.avatar,
    userid: row.userid,
    indirizzo: row.indirizzo,
    cap: row.cap,
    citta: row.citta,
    provincia: row.provincia,
    specialization: row.specialization,
    licenseNumber: row.licenseNumber,
    licenseProvince: row.licenseProvince,
    biografia: row.biografia,
    sectors: [...sectorIds],
    isVerified: row.isVerified,
    emailVerified: row.emailVerifiedAt !== null,
    doctorReview: doctorReviewOf(row),
    pendingName: row.pendingNome !== null && row.pendingCognome !== null ? { nome: row.pendingNome, cognome: row.pendingCognome } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ultimoLogin: row.ultimoLogin?.toISOString() ?? null,
  };
}

/**
 * What another signed-in user may see of a profile: the same `User` shape with the private
 * fields blanked. Hidden: email (''), telefono, indirizzo, cap, citta, provincia, licenseNumber
 * and ultimoLogin (null). The admin flag reads 0. Kept: names, role, avatar, userid,
 * specialization, biografia, sectors, isVerified and dates, which a public doctor page shows.
 */
export function toPublicUserDto(row: UserRow, sectorIds: readonly string[]): User {
  return {
    ...toUserDto(row, sectorIds),
    admin: 0,
    email: '',
    telefono: null,
    indirizzo: null,
    cap: null,
    citta: null,
    provincia: null,
    licenseNumber: null,
    licenseProvince: null,
    ultimoLogin: null,
    // The review (and a rejection's reason) is between the doctor and the admins.
    doctorReview: null,
    pendingName: null,
  };
}

/** The doctor's review as they read it on their own account; null for patients. */
function doctorReviewOf(row: UserRow): User['doctorReview'] {
  const status = doctorReviewStatus(row);
  if (!status) return null;
  return { status, reason: status === 'rejected' ? row.doctorRejectionReason : null };
}
