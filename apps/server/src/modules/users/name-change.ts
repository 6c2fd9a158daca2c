import { renamedDisplayName } from '@sanity/shared/domain/names';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { NameChange } from '@sanity/shared/schemas/users';
import type { Db } from '../../db/client';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import { createUsersRepository } from './users.repository';

/** The name columns written together: the display name and `name` follow nome and cognome, the title kept. */
function renamed(row: UserRow, nome: string, cognome: string): Partial<NewUserRow> {
  const displayName = renamedDisplayName(row.displayName, nome, cognome);
  return { nome, cognome, displayName, name: displayName, pendingNome: null, pendingCognome: null };
}

/**
 * Correcting one's nome and cognome (issue 24). A patient's (and a doctor's still under review, whom
 * no patient sees yet) is applied at once; an approved doctor's waits in `pending_nome`/`pending_cognome`
 * until an admin approves or refuses it, so patients never see a name nobody checked. Each step writes
 * its audit entry in the same transaction.
 */
export function createNameChange({ db, clock, audit }: { db: Db; clock: Clock; audit: Pick<AuditService, 'record'> }) {
  return {
    /** The owner's change; the row after it. Asking again for the current name withdraws a pending request. */
    async change(uid: string, input: NameChange): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const repo = createUsersRepository(tx, clock);
        const row = await repo.findByIdForUpdate(uid);
        if (!row || row.isDisabled || row.erasedAt) throw new AppError(404, it.http.notFound);
        const doctor = isDoctorRole(row.role);
        const actorRole = doctor ? 'doctor' : 'patient';
        const same = row.nome === input.nome && row.cognome === input.cognome;
        if (same && row.pendingNome === null) throw new AppError(400, itSettings.settings.nameUnchanged, { fields: { nome: itSettings.settings.nameUnchanged } });
        const reviewed = doctor && row.isVerified;
        const patch: Partial<NewUserRow> = reviewed && !same ? { pendingNome: input.nome, pendingCognome: input.cognome } : renamed(row, input.nome, input.cognome);
        const updated = await repo.update(uid, patch);
        if (!updated) throw new AppError(404, it.http.notFound);
        await audit.record(
          { actorId: uid, actorRole, subjectId: uid, action: reviewed && !same ? 'account.name.request' : 'account.name.change', targetId: uid },
          tx,
        );
        return updated;
      });
    },

    /**
     * An admin settles a doctor's pending name: approved, it becomes the name everyone sees; refused,
     * the request is dropped. 409 when nothing waits (already settled by another admin).
     */
    async settle(adminId: string, doctorId: string, approve: boolean): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const repo = createUsersRepository(tx, clock);
        const row = await repo.findByIdForUpdate(doctorId);
        if (!row || !isDoctorRole(row.role) || row.erasedAt) throw new AppError(404, itSettings.adminDoctors.notFound);
        if (row.pendingNome === null || row.pendingCognome === null) {
          throw new AppError(409, itSettings.adminDoctors.noPendingName, { code: 'failed-precondition' });
        }
        const patch = approve ? renamed(row, row.pendingNome, row.pendingCognome) : { pendingNome: null, pendingCognome: null };
        const updated = await repo.update(doctorId, patch);
        if (!updated) throw new AppError(404, itSettings.adminDoctors.notFound);
        await audit.record(
          { actorId: adminId, actorRole: 'admin', subjectId: doctorId, action: approve ? 'admin.doctor.name.approve' : 'admin.doctor.name.reject', targetId: doctorId },
          tx,
        );
        return updated;
      });
    },
  };
}
