import { isDoctorRole } from '@sanity/shared/domain/roles';
import { it } from '@sanity/shared/i18n/it';
import type { DoctorPublic } from '@sanity/shared/schemas/doctors';
import { AppError } from '../../lib/app-error';
import type { UsersService } from '../users/users.service';

export type DoctorsService = ReturnType<typeof createDoctorsService>;

/** Doctors as the public sees them: only doctor roles, only the fields of a public profile. */
export function createDoctorsService({ users }: { users: UsersService }) {
  return {
    async getPublic(id: string): Promise<DoctorPublic> {
      const row = await users.findById(id);
      if (!row || row.isDisabled || !isDoctorRole(row.role)) throw new AppError(404, it.doctorProfile.notFound);
      const { role, name, displayName, nome, cognome, avatar, specialization, biografia, sectors, isVerified } = await users.toDto(row);
      return {
        id,
        role: role === 'professionista' ? 'professionista' : 'doctor',
        name,
        displayName,
        nome,
        cognome,
        avatar,
        specialization,
        biografia,
        sectors,
        isVerified,
      };
    },
  };
}
