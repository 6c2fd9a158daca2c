import { UPLOAD_RULES, type UploadKind } from '@sanity/shared/domain/uploads/upload-rules';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';

/** The file types a picker offers: the kind's extensions and MIME types (the editor's audio input: no webm, spec §5). */
export function acceptOf(kind: UploadKind): string {
  const rule = UPLOAD_RULES[kind];
  const extensions = kind === 'audio' ? rule.extensions.filter((e) => e !== 'webm') : rule.extensions;
  const mimes = kind === 'audio' ? rule.mimeTypes.filter((m) => m !== 'audio/webm') : rule.mimeTypes;
  return [...extensions.map((e) => `.${e}`), ...mimes].join(',');
}

type FileButtonProps = {
  kind: UploadKind;
  label: string;
  disabled: boolean;
  /** The id of the hint that explains why it is disabled. */
  describedBy?: string;
  onFile: (file: File) => void;
};

/**
 * A file picker that looks like a button: the real <input type="file"> stays in the tab order
 * (visually hidden) and its <label> is the visible button, so keyboard and screen readers work.
 */
export function FileButton({ kind, label, disabled, describedBy, onFile }: FileButtonProps) {
  const id = useId();
  return (
    <span className="inline-flex">
      <input
        id={id}
        type="file"
        accept={acceptOf(kind)}
        disabled={disabled}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClasses('outline', 'sm'),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <Upload aria-hidden="true" />
        {label}
      </label>
    </span>
  );
}
