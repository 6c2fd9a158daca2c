import { BIOGRAFIA_MAX } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { itAccount } from '@sanity/shared/i18n/it-account';
import { type User } from '@sanity/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useLayoutEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { initialsSourceOf } from '../../../lib/user-names';
import { applyUpdatedUser, updateUser } from '../api/update-user';
import { uploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarFileError } from '../avatar-file';

/** 'Modifica Profilo' (content spec §2.9): the doctor's biography and picture, opened from their own profile. */
export function EditProfileDialog({ user, trigger, defaultOpen = false }: { user: User; trigger: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  // Escape, the close button or a click outside with a changed biography or picture asks first (issue 24 item 3).
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const u = it.unsavedChanges;
  const close = () => {
    setAsking(false);
    setDirty(false);
    setOpen(false);
  };
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : dirty ? setAsking(true) : close())}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent size="md">
          <EditProfileForm user={user} onDone={close} onDirtyChange={setDirty} />
        </DialogContent>
      </Dialog>
      <ConfirmDialog open={asking} title={u.title} text={u.text} keep={u.stay} confirm={u.leave} pending={false} onConfirm={close} onClose={() => setAsking(false)} />
    </>
  );
}

function EditProfileForm({ user, onDone, onDirtyChange }: { user: User; onDone: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const a = itAccount.account;
  const queryClient = useQueryClient();
  const id = useId();
  const [bio, setBio] = useState(user.biografia ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  // The preview's object URL is released when it changes or the dialog closes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const dirty = bio !== (user.biografia ?? '') || file !== null;
  useUnsavedChangesGuard(dirty);
  // Before the browser handles the next key: an Escape pressed right after typing must already find the
  // dialog dirty (with a passive effect it could close and drop the text; a CI run caught it).
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = useMutation({
    // Biography first, then the picture if one was chosen (docs/api.md); each answer refreshes the session user.
    mutationFn: async () => {
      const { user: updated } = await updateUser(user.id, { biografia: bio.trim() });
      applyUpdatedUser(queryClient, updated);
      if (!file) return;
      try {
        const { user: withAvatar } = await uploadAvatar(user.id, file);
        applyUpdatedUser(queryClient, withAvatar);
      } catch (error) {
        // The server re-checks the content: its message belongs under the file input.
        if (isApiError(error, 400) || isApiError(error, 413)) setFileError(error.message);
        throw error;
      }
    },
    onSuccess: () => {
      toast.success(a.profileUpdated);
      onDone();
    },
    onError: (error) => reportServerError(error, { title: a.profileUpdateError, fallback: a.profileUpdateError }),
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? avatarFileError(chosen) : null;
    setFileError(problem);
    if (!chosen || problem) {
      // A refused file is not kept: the input empties and the message says why.
      if (problem) event.target.value = '';
      setFile(null);
      setPreview(null);
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  const counterId = `${id}-counter`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5 pr-8">
        <DialogTitle>{a.editProfileTitle}</DialogTitle>
        <DialogDescription>{a.editProfileHint}</DialogDescription>
      </div>

      <div className="flex items-center gap-4">
        {preview ? (
          <img src={preview} alt={it.shell.avatarAlt(user.name)} className="size-20 shrink-0 rounded-full object-cover ring-2 ring-brand-200" />
        ) : (
          <Avatar name={initialsSourceOf(user)} src={user.avatar} alt={it.shell.avatarAlt(user.name)} size="lg" />
        )}
        <Field label={a.avatar} hint={a.avatarHint} error={fileError ?? undefined} className="min-w-0 flex-1">
          {(control) => (
            <input
              {...control}
              type="file"
              accept={AVATAR_ACCEPT}
              onChange={onFile}
              className="block w-full text-sm text-slate-700 file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
          )}
        </Field>
      </div>

      <Field label={a.biography}>
        {(control) => (
          <div className="flex flex-col gap-1">
            <Textarea
              {...control}
              aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              rows={6}
              maxLength={BIOGRAFIA_MAX}
              value={bio}
              onChange={(e) => setBio(e.target.value.slice(0, BIOGRAFIA_MAX))}
            />
            <p id={counterId} className="self-end text-xs text-slate-600 tabular-nums">
              {a.bioCounter(bio.length, BIOGRAFIA_MAX)}
            </p>
          </div>
        )}
      </Field>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {it.common.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4 text-white" /> : null}
          {save.isPending ? it.common.saving : it.common.save}
        </Button>
      </div>
    </form>
  );
}
