import { itPublic } from '@sanity/shared/i18n/it-public';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** The invitation to register shown to signed-out visitors of public pages. */
export function SignUpPrompt() {
  return (
    <Card className="flex flex-col items-start gap-4 bg-gradient-to-br from-brand-50 to-white p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{itPublic.publicView.signupTitle}</h2>
        <p className="text-sm text-slate-600">{itPublic.publicView.signupText}</p>
      </div>
      <Link to="/auth?tab=registrati" className={buttonClasses('primary', 'md')}>
        {itPublic.publicView.signupCta}
      </Link>
    </Card>
  );
}
