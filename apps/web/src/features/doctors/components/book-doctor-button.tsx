import { itPublic } from '@sanity/shared/i18n/it-public';
import { useQuery } from '@tanstack/react-query';
import { type PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth/api/get-me';
import { SignUpPrompt } from '../../auth/public/sign-up-prompt';
import { doctorServicesQueryOptions } from '../api/get-doctor-services';

// The booking dialog is its own chunk, fetched on the first 'Prenota' (the directory's first load stays small).
const BookingDialog = lazy(async () => ({ default: (await import('../../booking/public/booking-dialog')).BookingDialog }));

/**
 * A directory card's 'Prenota': the booking dialog with this doctor, the service chosen in the
 * dialog (preselected when there is only one). Signed out, the profile's invitation to register.
 */
export function BookDoctorButton({ doctorId, doctorName, location }: { doctorId: string; doctorName: string; location: PracticeAddress | null }) {
  const d = itPublic.doctors;
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signedIn = session.status === 'signed-in';
  // The services are fetched on the click, not for every card of the page.
  const services = useQuery({ ...doctorServicesQueryOptions(doctorId), enabled: open && signedIn });
  const bookable = (services.data?.services ?? []).filter((s) => s.isActive);

  return (
    <>
      {/* Above the card's link overlay, so that the click books instead of opening the profile. */}
      <Button size="sm" className="relative z-10" onClick={() => {
          setOpen(true);
          if (services.isError) void services.refetch();
        }} aria-label={d.bookWith(doctorName)} disabled={open && signedIn && services.isPending}>
        {open && signedIn && services.isPending ? <Spinner className="size-4" /> : <CalendarPlus aria-hidden="true" />}
        {d.book}
      </Button>
      {open && !signedIn ? (
        <Dialog open onOpenChange={(next) => setOpen(next)}>
          <DialogContent size="lg" aria-describedby={undefined}>
            <DialogTitle className="sr-only">{d.bookWith(doctorName)}</DialogTitle>
            <SignUpPrompt />
          </DialogContent>
        </Dialog>
      ) : null}
      {open && signedIn && services.isSuccess ? (
        <Suspense fallback={null}>
          <BookingDialog
            service={bookable.length === 1 ? bookable[0]! : null}
            services={bookable}
            professionalName={doctorName}
            professionalId={doctorId}
            location={location}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
