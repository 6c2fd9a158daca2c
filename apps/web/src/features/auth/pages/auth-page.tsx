import { it } from '@sanity/shared/i18n/it';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type User } from '@sanity/shared/schemas/auth';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Logo } from '../../../components/brand/logo';
import { Alert } from '../../../components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { bookingIntentOf, NEXT_PARAM, safeNextPath } from '../../../lib/next-path';
import { MembershipOffer } from '../../memberships/public/membership-offer';
import { meQueryOptions, useSession } from '../api/get-me';
import { AuthBrandPanel } from '../components/auth-brand-panel';
import { BookingReason } from '../components/booking-reason';
import { GoogleButton } from '../components/google-button';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { membershipOfferFlag, useMembershipOfferFlag } from '../membership-offer-flag';

type AuthTab = 'login' | 'register';

/**
 * /auth: login and registration tabs, and the doctor's membership offer right after registering.
 * `?next=PATH` (a path of this site) is where either leads afterwards; a booking begun signed out
 * (`PATH?prenota=SERVICE` on a doctor's page) is named above the tabs.
 */
export function AuthPage() {
  const session = useSession();
  const offerPending = useMembershipOfferFlag();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  const intent = bookingIntentOf(next);
  const sessionEnded = (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded === true;
  const [tab, setTab] = useState<AuthTab>(params.get('tab') === 'registrati' ? 'register' : 'login');
  const [registeredDoctor, setRegisteredDoctor] = useState<User | null>(null);
  const [finishing, setFinishing] = useState(false);
  // The account type chosen in the registration form: a doctor is spoken to as a doctor (issue 24).
  const [registerRole, setRegisterRole] = useState<'user' | 'doctor' | undefined>(undefined);
  const doctorPath = tab === 'register' && registerRole === 'doctor';

  const sessionDoctor = session.status === 'signed-in' && isDoctorRole(session.user.role) ? session.user : null;
  const offerUser = offerPending ? (registeredDoctor ?? sessionDoctor) : null;

  /** Spec §4: after the offer, sign in automatically and go to /; on failure, back to the login tab. */
  const finish = async () => {
    setFinishing(true);
    try {
      const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      membershipOfferFlag.clear();
      if (!me.user) throw new Error(it.identity.noUser);
      void navigate(next ?? '/');
    } catch {
      membershipOfferFlag.clear();
      setRegisteredDoctor(null);
      setTab('login');
      toast.error(itAuth.auth.autoLoginError, { description: itAuth.auth.autoLoginAdvice });
    } finally {
      setFinishing(false);
    }
  };

  return (
    <div className="grid min-h-dvh bg-white lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <AuthBrandPanel doctor={doctorPath} />
      <div className="flex min-w-0 flex-col bg-slate-50">
        <header className="flex items-center justify-between px-5 py-4 sm:px-8 lg:hidden">
          <Link to="/" className="rounded-lg" aria-label={it.common.brandHome}>
            <Logo />
          </Link>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pt-2 pb-10 sm:px-8 lg:items-center lg:py-12">
          <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-5 shadow-raised sm:p-8">
            {offerUser ? (
              <MembershipOffer user={offerUser} onDone={() => void finish()} busy={finishing} />
            ) : (
              <>
                <div className="mb-6 flex flex-col gap-1.5">
                  <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
                    {tab === 'login' ? itAuth.auth.loginTitle : itAuth.auth.registerTitle}
                  </h1>
                  <p className="text-sm text-slate-600">{tab === 'login' ? itAuth.auth.loginSubtitle : doctorPath ? itAuth.doctorRegistration.registerSubtitle : itAuth.auth.registerSubtitle}</p>
                </div>
                {intent ? <BookingReason doctorId={intent.doctorId} serviceId={intent.serviceId} /> : null}
                {params.get('error') === 'google' ? <Alert className="mb-5">{it.identity.googleFailed}</Alert> : null}
                {params.get('error') === 'google-link' ? <Alert className="mb-5">{itSettings.security.googleLinkRefused}</Alert> : null}
                {params.get('error') === 'google-replay' ? <Alert className="mb-5">{itSettings.security.googleFlowReused}</Alert> : null}
                {sessionEnded && tab === 'login' ? (
                  <Alert tone="info" className="mb-5">
                    {itSettings.security.sessionEndedSignIn}
                  </Alert>
                ) : null}
                <Tabs value={tab} onValueChange={(v) => setTab(v === 'register' ? 'register' : 'login')}>
                  <TabsList className="mb-6 w-full">
                    <TabsTrigger value="login">{itAuth.auth.loginTab}</TabsTrigger>
                    <TabsTrigger value="register">{itAuth.auth.registerTab}</TabsTrigger>
                  </TabsList>
                  <TabsContent value="login" className="flex flex-col gap-5">
                    <LoginForm next={next} />
                    <GoogleButton returnTo={next ?? '/'} />
                  </TabsContent>
                  <TabsContent value="register" className="flex flex-col gap-5">
                    <RegisterForm next={next} onDoctorRegistered={setRegisteredDoctor} onRoleChange={setRegisterRole} />
                  </TabsContent>
                </Tabs>
              </>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}
