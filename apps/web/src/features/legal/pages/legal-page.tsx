import { type LegalSection, itLegal } from '@sanity/shared/i18n/it-legal';
import { it } from '@sanity/shared/i18n/it';
import type { LegalInfo } from '@sanity/shared/schemas/legal';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLegalInfo } from '../api/get-legal';

export type LegalDocument = 'privacy' | 'cookie' | 'terms';

const documents: Record<LegalDocument, { title: string; intro: string; version: (info: LegalInfo) => string; sections: (info: LegalInfo) => LegalSection[] }> = {
  privacy: { title: it.legal.privacyTitle, intro: itLegal.privacy.intro, version: (i) => i.versions.privacy, sections: itLegal.privacy.sections },
  cookie: { title: it.legal.cookieTitle, intro: itLegal.cookie.intro, version: (i) => i.versions.cookie, sections: itLegal.cookie.sections },
  terms: { title: it.legal.termsTitle, intro: itLegal.terms.intro, version: (i) => i.versions.terms, sections: itLegal.terms.sections },
};

/**
 * /privacy, /cookie and /termini (issue 24): a legal text with the operator's details from the
 * server's configuration. Reachable signed out and signed in, drawn on the server (ADR 0019) so it
 * reads as a document without JavaScript.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const doc = documents[document];
  usePageTitle(doc.title);
  const legal = useLegalInfo();
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{doc.title}</h1>
        {legal.data ? <p className="text-sm text-slate-600">{itLegal.version(doc.version(legal.data))}</p> : null}
        <p className="text-base text-slate-700">{doc.intro}</p>
      </header>
      {legal.isPending ? <LoadingText>{it.common.loadingShort}</LoadingText> : null}
      {legal.isError ? <Alert>{it.legal.loadError}</Alert> : null}
      {legal.data ? <Sections sections={doc.sections(legal.data)} /> : null}
    </article>
  );
}

function Sections({ sections }: { sections: LegalSection[] }) {
  return (
    <>
      <nav aria-label={itLegal.onThisPage}>
        <Card className="p-4">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">{itLegal.onThisPage}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ul>
        </Card>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="flex scroll-mt-20 flex-col gap-3">
          <h2 id={`${s.id}-title`} className="text-lg font-semibold text-slate-900">
            {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="text-base leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
          {s.items ? (
            <ul className="flex list-disc flex-col gap-2 pl-5 text-base leading-relaxed text-slate-700">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
