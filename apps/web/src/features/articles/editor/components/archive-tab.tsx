import { truncate } from '@sanity/shared/domain/content/excerpt';
import { it } from '@sanity/shared/i18n/it';
import { itContent } from '@sanity/shared/i18n/it-content';
import { type ArticleCard } from '@sanity/shared/schemas/articles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { LoadingText } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { formatLongDate } from '../../../../lib/format';
import { deleteArticle } from '../../api/delete-article';
import { type useMyArticles } from '../../api/get-my-articles';
import { invalidateArticleQueries } from '../../api/publish-article';
import { updateArticle } from '../../api/update-article';

const e = itContent.editor;

type ArchiveTabProps = { archive: ReturnType<typeof useMyArticles>; onEdit: (id: string) => void };

/** The author's drafts and published items (content spec §2.2): edit, delete drafts after confirming, return published ones to draft. */
export function ArchiveTab({ archive, onEdit }: ArchiveTabProps) {
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<ArticleCard | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (id: string, work: () => Promise<unknown>, success: (result: unknown) => string, failure: string) => {
    setBusy(id);
    try {
      const result = await work();
      toast.success(success(result));
      invalidateArticleQueries(queryClient);
    } catch (error) {
      toast.error(failure, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  if (archive.isPending) {
    return (
      <LoadingText className="justify-center py-10">{it.common.loadingShort}</LoadingText>
    );
  }
  if (archive.isError) return <p className="py-6 text-sm font-medium text-red-700">{e.archiveError}</p>;
  const items = archive.data.articles;
  if (items.length === 0) return <p className="py-6 text-sm text-slate-600">{e.archiveEmpty}</p>;

  return (
    <>
      <ul className="flex flex-col gap-3">
        {items.map((a) => {
          const draft = a.status === 'draft';
          const title = a.title || e.untitled;
          return (
            <li key={a.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4" aria-label={title}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="min-w-0 flex-1 font-semibold break-words text-slate-900">{title}</h3>
                <Badge tone={draft ? 'amber' : 'success'}>{draft ? e.statusDraft : e.statusPublished}</Badge>
                {a.isTherapy ? <Badge>{e.therapy}</Badge> : null}
              </div>
              <p className="text-xs text-slate-600">{e.updatedOn(formatLongDate(a.updatedAt) ?? it.common.dateUnavailable)}</p>
              {a.excerpt ? <p className="text-sm break-words text-slate-700">{truncate(a.excerpt)}</p> : null}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" disabled={busy === a.id} onClick={() => onEdit(a.id)}>
                  {e.edit}
                </Button>
                {draft ? (
                  <Button size="sm" variant="ghost" disabled={busy === a.id} onClick={() => setToDelete(a)}>
                    {e.remove}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy === a.id}
                    onClick={() =>
                      void run(
                        a.id,
                        () => updateArticle(a.id, { status: 'draft' }),
                        (r) => (r as { message?: string } | undefined)?.message ?? itContent.content.returnedToDraft,
                        e.toDraftError,
                      )
                    }
                  >
                    {e.toDraft}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog open={toDelete !== null} onOpenChange={(o) => (o ? undefined : setToDelete(null))}>
        <DialogContent size="sm" role="alertdialog">
          <DialogHeader>
            <DialogTitle>{e.confirmDeleteTitle}</DialogTitle>
            <DialogDescription>{e.confirmDeleteText(toDelete?.title || e.untitled)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setToDelete(null)}>
              {it.common.cancel}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                const target = toDelete;
                setToDelete(null);
                if (target) void run(target.id, () => deleteArticle(target.id), () => e.deleted, e.deleteError);
              }}
            >
              {e.remove}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
