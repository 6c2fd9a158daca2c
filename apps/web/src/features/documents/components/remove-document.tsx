import { itVideoScreens } from '@sanity/shared/i18n/it-video';
import { type AppointmentDocument } from '@sanity/shared/schemas/documents';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteDocument } from '../api/appointment-documents';

const s = itVideoScreens;

/** 'Eliminare il documento?' for the document's uploader; closed again when done or kept. */
export function RemoveDocumentDialog({ document, onClose }: { document: AppointmentDocument | null; onClose: () => void }) {
  const remove = useDeleteDocument();
  return (
    <ConfirmDialog
      open={document !== null}
      title={s.removeTitle}
      text={s.removeText}
      keep={s.removeKeep}
      confirm={s.remove}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        document &&
        remove.mutate(document.id, {
          onSuccess: () => {
            toast.success(s.removed);
            onClose();
          },
          onError: (error) => toast.error(s.removeError, { description: errorMessage(error) }),
        })
      }
    />
  );
}
