import { it } from '@sanity/shared/i18n/it';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type Service } from '@sanity/shared/schemas/practice';
import { type PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { BriefcaseMedical, CalendarPlus, Clock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Section } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { authPathReturningTo, BOOK_PARAM } from '../../../lib/next-path';
import { formatEuro } from '@sanity/shared/domain/money';
import { useDoctorServices } from '../api/get-doctor-services';
import { JoinWaitlistButton } from '../../waitlist/public/join-waitlist-button';
import { ServiceModeBadge } from '../../video/public/service-mode-badge';

type DoctorServicesProps = { doctorId: string; doctorName: string; isOwner: boolean; signedIn: boolean; location: PracticeAddress | null };

// The booking dialog is its own chunk, fetched on the first 'Prenota' (the profile's first load stays small).
const BookingDialog = lazy(async () => ({ default: (await import('../../booking/public/booking-dialog')).BookingDialog }));

/**
 * 'Servizi Disponibili': the doctor's services with price, duration and description, each with
 * 'Prenota'. Signed in, it opens the booking dialog with that service. Signed out, it leads to /auth
 * with this page and `?prenota=SERVICE` as the path to return to, where the dialog opens once
 * signed in (issue 24). A failed load shows the empty list (content spec §8).
 */
export function DoctorServices({ doctorId, doctorName, isOwner, signedIn, location }: DoctorServicesProps) {
  const p = itPublic.doctorProfile;
  const services = useDoctorServices(doctorId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [booking, setBooking] = useState<Service | null>(null);
  const list = services.data?.services ?? [];
  // A booking resumed after signing in: the service named by `?prenota=` (an unknown one opens nothing).
  const wanted = params.get(BOOK_PARAM);
  const resumed = signedIn && !isOwner && wanted ? (list.find((s) => s.id === wanted) ?? null) : null;
  const open = booking ?? resumed;

  const book = (service: Service) => {
    if (!signedIn) {
      void navigate(authPathReturningTo(`${pathname}?${BOOK_PARAM}=${encodeURIComponent(service.id)}`));
      return;
    }
    setBooking(service);
  };

  const close = () => {
    setBooking(null);
    // Closed (or booked): a reload or the way back must not open the dialog again.
    if (wanted) {
      setParams(
        (current) => {
          const rest = new URLSearchParams(current);
          rest.delete(BOOK_PARAM);
          return rest;
        },
        { replace: true },
      );
    }
  };

  return (
    <Section title={p.services} id="doctor-services">
      {services.isPending ? (
        <LoadingText>{it.common.loadingShort}</LoadingText>
      ) : list.length === 0 ? (
        <EmptyState icon={BriefcaseMedical} title={p.servicesEmpty} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.map((service) => (
            <li key={service.id} className="flex">
              <article className="flex w-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-card">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold break-words text-slate-900">{service.name}</h3>
                  <span className="flex shrink-0 flex-wrap justify-end gap-1.5">
                    {/* Issue 29: 'Online' or 'In studio e online'; nothing for the studio only, the default. */}
                    <ServiceModeBadge mode={service.mode} />
                    {service.isActive ? null : <Badge tone="neutral">{itSettings.practice.inactive}</Badge>}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                  <span className="text-lg font-semibold text-brand-800 tabular-nums">{formatEuro(service.price)}</span>
                  <span className="flex items-center gap-1.5 text-slate-700">
                    <Clock className="size-4 text-slate-500" aria-hidden="true" />
                    {itSettings.practice.minutes(service.duration)}
                  </span>
                </div>
                {service.description ? <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-600">{service.description}</p> : null}
                {isOwner ? null : (
                  <Button className="mt-auto self-start" onClick={() => book(service)} aria-label={`${p.book}: ${service.name}`}>
                    <CalendarPlus aria-hidden="true" />
                    {p.book}
                  </Button>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {/* Issue 25: no convenient time? The patient is told by e-mail when an earlier one frees up. */}
      {signedIn && !isOwner && list.length > 0 ? (
        <div className="flex justify-start">
          <JoinWaitlistButton doctorId={doctorId} services={list.filter((s) => s.isActive)} />
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <BookingDialog service={open} services={list} professionalName={doctorName} professionalId={doctorId} location={location} onClose={close} />
        </Suspense>
      ) : null}
    </Section>
  );
}
