import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import { Copy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';

/** A token or a signing secret shown once: read-only, selected and focused, with 'Copia'. */
export function SecretOnce({ label, value, hint }: { label: string; value: string; hint: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [value]);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => toast.success(itApiAccess.tokens.copied),
      () => input.current?.select(),
    );
  };
  return (
    <Alert tone="success" title={label}>
      <div className="flex flex-col gap-2">
        <p id={`${id}-hint`}>{hint}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input ref={input} readOnly value={value} aria-label={label} aria-describedby={`${id}-hint`} className="font-mono text-xs" data-testid="secret-once" />
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden="true" />
            {itApiAccess.tokens.copy}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
