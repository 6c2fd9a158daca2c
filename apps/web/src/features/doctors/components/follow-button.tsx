import { itPublic } from '@sanity/shared/i18n/it-public';
import { UserCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFollowDoctor } from '../api/follow-doctor';

/** 'Segui' / 'Segui già' for a signed-in visitor who is not the doctor; the count follows the server's answer. */
export function FollowButton({ doctorId, following }: { doctorId: string; following: boolean }) {
  const p = itPublic.doctorProfile;
  const follow = useFollowDoctor(doctorId);
  const onClick = () =>
    follow.mutate(!following, {
      onError: (error) => toast.error(p.followError, { description: errorMessage(error) }),
    });
  return (
    <Button variant={following ? 'outline' : 'primary'} onClick={onClick} disabled={follow.isPending} className="w-full sm:w-auto">
      {follow.isPending ? <Spinner className={following ? 'size-4' : 'size-4 text-white'} /> : following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? p.following : p.follow}
    </Button>
  );
}

/** Signed out, 'Segui' leads to the sign-in screen. */
export function SignInToFollow() {
  return (
    <Link to="/auth" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
      <UserPlus aria-hidden="true" />
      {itPublic.doctorProfile.follow}
    </Link>
  );
}
