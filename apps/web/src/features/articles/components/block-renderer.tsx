import { stripHtml } from '@sanity/shared/domain/content/excerpt';
import { it } from '@sanity/shared/i18n/it';
import { itContent } from '@sanity/shared/i18n/it-content';
import { type Article, type ContentBlock } from '@sanity/shared/schemas/articles';
import { ExternalLink, FileText, TriangleAlert, VideoOff } from 'lucide-react';
import { createElement } from 'react';
import { cn } from '../../../lib/cn';
import { alignClass, embedSrc, headingTag, isKnownBlock, legacyParagraphs, safeUrl } from './block-rules';

const headingSizes: Record<string, string> = {
  h2: 'text-2xl',
  h3: 'text-xl',
  h4: 'text-lg',
  h5: 'text-base',
  h6: 'text-base',
};

function Notice({ text, icon: Icon = TriangleAlert }: { text: string; icon?: typeof TriangleAlert }) {
  return (
    <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {text}
    </p>
  );
}

function Caption({ text }: { text: string }) {
  return text ? <figcaption className="mt-2 text-sm text-slate-600">{text}</figcaption> : null;
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p className={cn('leading-relaxed break-words whitespace-pre-line text-slate-800', alignClass(block.data.alignment))}>{block.data.text}</p>;
    case 'heading': {
      const tag = headingTag(block.data.level);
      return createElement(tag, { className: cn('font-semibold tracking-tight text-slate-900', headingSizes[tag], alignClass(block.data.alignment)) }, block.data.text);
    }
    case 'list': {
      const items = block.data.items.map((item, i) => (
        <li key={i} className="pl-1">
          {item}
        </li>
      ));
      return block.data.listType === 'ordered' ? (
        <ol className="list-decimal space-y-1.5 pl-6 leading-relaxed text-slate-800">{items}</ol>
      ) : (
        <ul className="list-disc space-y-1.5 pl-6 leading-relaxed text-slate-800">{items}</ul>
      );
    }
    case 'link': {
      const href = safeUrl(block.data.url);
      if (!href) return <Notice text={itContent.content.linkInvalid} />;
      return (
        <p>
          <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1.5 font-medium break-all text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {block.data.title || href}
            <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
          </a>
        </p>
      );
    }
    case 'image': {
      const src = safeUrl(block.data.url);
      if (!src) return <Notice text={it.cards.imageUnavailable} />;
      return (
        <figure className={alignClass(block.data.alignment)}>
          <img src={src} alt={block.data.caption || block.data.fileName || ''} loading="lazy" className="inline-block max-h-[32rem] max-w-full rounded-xl object-contain" />
          <Caption text={block.data.caption} />
        </figure>
      );
    }
    case 'video': {
      const src = safeUrl(block.data.url);
      if (!src) return <Notice text={itContent.content.videoUnavailable} icon={VideoOff} />;
      return (
        <figure className={alignClass(block.data.alignment)}>
          <video controls preload="metadata" src={src} className="w-full rounded-xl bg-black" aria-label={block.data.caption || block.data.fileName || undefined} />
          <Caption text={block.data.caption} />
        </figure>
      );
    }
    case 'audio': {
      const src = safeUrl(block.data.url);
      if (!src) return <Notice text={itContent.content.unsupportedBlock} />;
      return (
        <figure className={alignClass(block.data.alignment)}>
          <audio controls preload="metadata" src={src} className="w-full" aria-label={block.data.caption || block.data.fileName || undefined} />
          <Caption text={block.data.caption} />
        </figure>
      );
    }
    case 'embed': {
      const src = embedSrc(block.data.url);
      if (!src) return <Notice text={itContent.content.videoUnavailable} icon={VideoOff} />;
      return (
        <figure>
          <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
            <iframe
              src={src}
              title={block.data.caption || (block.data.embedType === 'vimeo' ? 'Vimeo' : 'YouTube')}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full border-0"
            />
          </div>
          <Caption text={block.data.caption} />
        </figure>
      );
    }
    case 'pdf': {
      const href = safeUrl(block.data.url);
      if (!href) return <Notice text={itContent.content.unsupportedBlock} />;
      const name = block.data.title || block.data.fileName || 'PDF';
      return (
        <figure>
          <a href={href} download className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-card hover:border-brand-300">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700">
              <FileText className="size-5" aria-hidden="true" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium text-slate-900">{name}</span>
              <span className="text-sm text-brand-700">{it.cards.openPdf}</span>
            </span>
          </a>
          <Caption text={block.data.caption} />
        </figure>
      );
    }
    case 'separator':
      return <hr className="border-slate-200" />;
  }
}

/** The content of an article: its blocks, or legacy string content as plain-text paragraphs (never as HTML). */
export function BlockRenderer({ content }: { content: Article['content'] }) {
  if (typeof content === 'string') {
    return (
      <div className="flex flex-col gap-5">
        {legacyParagraphs(content, stripHtml).map((text, i) => (
          <p key={i} className="leading-relaxed break-words text-slate-800">
            {text}
          </p>
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {content.map((block, i) =>
        isKnownBlock(block) ? <Block key={block.id || i} block={block} /> : <Notice key={i} text={itContent.content.unsupportedBlock} />,
      )}
    </div>
  );
}
