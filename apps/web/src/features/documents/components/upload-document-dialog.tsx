import { it } from '@sanity/shared/i18n/it';
import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { DOCTOR_DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type DocumentKind, DocumentTitleSchema } from '@sanity/shared/schemas/documents';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { GuardedDialog } from '../../../components/ui/guarded-dialog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { serverErrorOf } from '../../../lib/server-error';
import { toast } from '../../../lib/toast';
import { DOCUMENT_ACCEPT, documentFileError, formatFileSize } from '../document-file';
import { useUploadDocument } from '../api/appointment-documents';

const s = itVideoScreens;
type Errors = Partial<Record<'title' | 'file', string>>;

type Props = { appointmentId: string; uploader: 'doctor' | 'patient'; onClose: () => void };

/**
 * 'Aggiungi un documento' (issue 29): the doctor chooses the kind (referto, prescrizione, piano
 * terapeutico, altro), the patient's is always 'paziente'; a title and one PDF or image. Closing
 * with a title or a file chosen asks first (issue 24), and so does leaving the page.
 */
export function UploadDocumentDialog({ appointmentId, uploader, onClose }: Props) {
  const id = useId();
  const [kind, setKind] = useState<DocumentKind>(uploader === 'doctor' ? 'referto' : 'paziente');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDocument();
  const titleRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const dirty = title.trim() !== '' || file !== null;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const error = chosen ? documentFileError(chosen) : null;
    // A refused file is not kept: the input empties and the message says why.
    if (error) event.target.value = '';
    setFile(error ? null : chosen);
    setErrors((e) => ({ ...e, file: error ?? undefined }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const titleCheck = DocumentTitleSchema.safeParse(title);
    const found: Errors = { title: titleCheck.success ? undefined : itVideo.titleInvalid, file: documentFileError(file) ?? undefined };
    setErrors(found);
    setProblem(null);
    if (found.title || found.file || !file || !titleCheck.success) {
      (found.title ? titleRef : fileRef).current?.focus();
      return;
    }
    upload.mutate(
      { appointmentId, kind, title: titleCheck.data, file },
      {
        onSuccess: () => {
          toast.success(s.uploaded);
          onClose();
        },
        onError: (error) => {
          // What the server refused stays in the dialog, with everything typed: the file's problem under the file.
          const { message, fields } = serverErrorOf(error, s.uploadError);
          const fileProblem = isApiError(error, 413) || isApiError(error, 415) || fields.file;
          setErrors({ title: fields.title, file: fileProblem ? (fields.file ?? message) : undefined });
          setProblem(fileProblem || fields.title ? null : message);
        },
      },
    );
  };

  return (
    <GuardedDialog open dirty={dirty} busy={upload.isPending} onClose={onClose}>
      {(requestClose) => (
        <>
          <DialogHeader>
            <DialogTitle>{s.uploadTitle}</DialogTitle>
            <DialogDescription>{uploader === 'doctor' ? s.uploadHintDoctor : s.uploadHintPatient}</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            {uploader === 'doctor' ? (
              <Field label={s.kindLabel} required>
                {(control) => (
                  <NativeSelect {...control} value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
                    {DOCTOR_DOCUMENT_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {itVideo.kinds[k]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            ) : null}
            <Field id={`${id}-title`} label={s.titleLabel} required error={errors.title}>
              {(control) => (
                <Input
                  {...control}
                  ref={titleRef}
                  maxLength={120}
                  autoComplete="off"
                  placeholder={uploader === 'doctor' ? s.titlePlaceholderDoctor : s.titlePlaceholderPatient}
                  value={title}
                  onChange={(e) => {
                    setTitle(e.target.value);
                    setErrors((x) => ({ ...x, title: undefined }));
                  }}
                />
              )}
            </Field>
            <Field id={`${id}-file`} label={s.fileLabel} required hint={s.fileHint(DOCUMENT_MAX_BYTES / (1024 * 1024))} error={errors.file}>
              {(control) => (
                <input
                  {...control}
                  ref={fileRef}
                  type="file"
                  accept={DOCUMENT_ACCEPT}
                  onChange={onFile}
                  className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
                />
              )}
            </Field>
            {file ? <p className="-mt-2 text-xs break-all text-slate-600">{`${file.name} · ${formatFileSize(file.size)}`}</p> : null}
            {problem ? <Alert>{problem}</Alert> : null}
            <DialogFooter className="mt-2">
              <Button variant="outline" onClick={requestClose} disabled={upload.isPending}>
                {it.common.cancel}
              </Button>
              <Button type="submit" disabled={upload.isPending}>
                {upload.isPending ? <Spinner className="size-4 text-white" /> : <Upload aria-hidden="true" />}
                {upload.isPending ? s.uploading : s.upload}
              </Button>
            </DialogFooter>
          </form>
        </>
      )}
    </GuardedDialog>
  );
}
