import { it } from '@sanity/shared/i18n/it';
import { type Service } from '@sanity/shared/schemas/practice';
import { type PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { BriefcaseMedical, CalendarPlus, Clock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Section } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { formatServicePrice } from '../../../lib/format-money';
import { useDoctorServices } from '../api/get-doctor-services';

type DoctorServicesProps = { doctorId: string; doctorName: string; isOwner: boolean; signedIn: boolean; location: PracticeAddress | null };

// The booking dialog is its own chunk, fetched on the first 'Prenota' (the profile's first load stays small).
const BookingDialog = lazy(async () => ({ default: (await import('../../booking/public/booking-dialog')).BookingDialog }));

/**
 * 'Servizi Disponibili': the doctor's services with price, duration and description, each with
 * 'Prenota'. Signed out, 'Prenota' leads to /auth; signed in, it opens the booking dialog with that
 * service. A failed load shows the empty list (content spec §8).
 */
export function DoctorServices({ doctorId, doctorName, isOwner, signedIn, location }: DoctorServicesProps) {
  const p = it.doctorProfile;
  const services = useDoctorServices(doctorId);
  const navigate = useNavigate();
  const [booking, setBooking] = useState<Service | null>(null);
  const list = services.data?.services ?? [];

  const book = (service: Service) => {
    if (!signedIn) {
      void navigate('/auth');
      return;
    }
    setBooking(service);
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
                  {service.isActive ? null : <Badge tone="neutral">{it.practice.inactive}</Badge>}
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                  <span className="text-lg font-semibold text-brand-800 tabular-nums">{formatServicePrice(service.price)}</span>
                  <span className="flex items-center gap-1.5 text-slate-700">
                    <Clock className="size-4 text-slate-500" aria-hidden="true" />
                    {it.practice.minutes(service.duration)}
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
      {booking ? (
        <Suspense fallback={null}>
          <BookingDialog service={booking} services={list} professionalName={doctorName} professionalId={doctorId} location={location} onClose={() => setBooking(null)} />
        </Suspense>
      ) : null}
    </Section>
  );
}
