import { zodResolver } from '@hookform/resolvers/zod';
import { REDIRECT_AFTER_REGISTER_MS } from '@sanity/shared/constants';
import { TERMS_VERSION } from '@sanity/shared/domain/privacy/terms';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { RegisterFormSchema, type User } from '@sanity/shared/schemas/auth';
import { useEffect } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { type z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { SectorMultiSelect } from '../../sectors/public/sector-multi-select';
import { useRegister } from '../api/register';
import { membershipOfferFlag } from '../membership-offer-flag';
import { AccountTypePicker } from './account-type-picker';
import { TermsLinks } from './terms-links';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';

type RegisterFormInput = z.input<typeof RegisterFormSchema>;
type RegisterFormOutput = z.output<typeof RegisterFormSchema>;

const formFields = [
  'role', 'displayName', 'email', 'password', 'confirmPassword', 'acceptTerms', 'acceptDoctorTerms',
  'specialization', 'licenseNumber', 'licenseProvince', 'phoneNumber', 'sectors',
] as const satisfies readonly Path<RegisterFormInput>[];

/**
 * Registration (spec §2, §5): the account type first, then the fields. Validated with the same
 * RegisterSchema as the server. A patient is sent to `next` (a checked path of this site: the booking
 * begun signed out, issue 24) or / after ~1 s; a doctor continues to the membership offer through
 * `onDoctorRegistered`.
 */
export function RegisterForm({
  next,
  onDoctorRegistered,
  onRoleChange,
}: {
  next: string | null;
  onDoctorRegistered: (user: User) => void;
  /** The account type chosen: the page around the form speaks to a doctor as a doctor (issue 24). */
  onRoleChange?: (role: 'user' | 'doctor' | undefined) => void;
}) {
  const registration = useRegister();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      displayName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      acceptDoctorTerms: false,
      specialization: '',
      licenseNumber: '',
      licenseProvince: '',
      phoneNumber: '',
      sectors: [],
    },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  useEffect(() => onRoleChange?.(role), [role, onRoleChange]);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const isDoctor = values.role === 'doctor';
    const payload: RegisterFormOutput = isDoctor
      ? { ...values, acceptTerms: undefined }
      : {
          role: values.role,
          displayName: values.displayName,
          email: values.email,
          password: values.password,
          confirmPassword: values.confirmPassword,
          acceptTerms: values.acceptTerms,
        };
    // Spec §4: the membership-offer flag is set before registering.
    if (isDoctor) membershipOfferFlag.set();
    registration.mutate(payload, {
      onSuccess: ({ user }) => {
        if (isDoctor) {
          onDoctorRegistered(user);
          return;
        }
        toast.success(itAuth.auth.registerSuccessTitle, { description: itAuth.auth.registerSuccess });
        window.setTimeout(() => window.location.assign(next ?? '/'), REDIRECT_AFTER_REGISTER_MS);
      },
      onError: (error) => {
        if (isDoctor) membershipOfferFlag.clear();
        reportServerError(error, { title: itAuth.auth.registerError, fallback: itAuth.auth.registerError, form: { fields: formFields, setError: form.setError } });
      },
    });
  });

  const done = registration.isSuccess && role === 'user';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => <AccountTypePicker value={field.value} onChange={field.onChange} compact={Boolean(field.value)} />}
      />

      {role ? (
        <>
          {registration.isError ? <Alert title={itAuth.auth.registerError}>{errorMessage(registration.error)}</Alert> : null}
          {done ? <Alert tone="info" title={itAuth.auth.registerSuccessTitle}>{itAuth.auth.registerSuccess}</Alert> : null}

          <Field label={itAuth.auth.fullName} error={errors.displayName?.message} required>
            {(control) => <Input {...control} autoComplete="name" {...form.register('displayName')} />}
          </Field>
          <Field label={itAuth.auth.email} error={errors.email?.message} required>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" inputMode="email" placeholder={itAuth.auth.emailPlaceholder} {...form.register('email')} />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={itAuth.auth.password} error={errors.password?.message} required>
              {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
            </Field>
            <Field label={itAuth.auth.confirmPassword} error={errors.confirmPassword?.message} required>
              {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />}
            </Field>
          </div>

          {role === 'doctor' ? (
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={itAuth.auth.specialization} error={errors.specialization?.message} required>
                  {(control) => <Input {...control} placeholder={itAuth.auth.specializationExample} {...form.register('specialization')} />}
                </Field>
                <Field label={itAuth.auth.phoneNumber} error={errors.phoneNumber?.message} required>
                  {(control) => (
                    <Input {...control} type="tel" autoComplete="tel" placeholder={itAuth.auth.phonePlaceholder} {...form.register('phoneNumber')} />
                  )}
                </Field>
              </div>
              {/* The Albo registration: number and the Ordine's province (issue 24). */}
              <div className="grid gap-5 sm:grid-cols-[3fr_2fr]">
                <Field label={itAuth.auth.licenseNumber} error={errors.licenseNumber?.message} hint={itAuth.doctorRegistration.licenseHint} required>
                  {(control) => <Input {...control} placeholder={itAuth.auth.licensePlaceholder} {...form.register('licenseNumber')} />}
                </Field>
                <Field label={itAuth.doctorRegistration.licenseProvince} error={errors.licenseProvince?.message} required>
                  {(control) => (
                    <Input {...control} maxLength={2} autoCapitalize="characters" placeholder={itAuth.doctorRegistration.licenseProvincePlaceholder} {...form.register('licenseProvince')} />
                  )}
                </Field>
              </div>
              <Controller
                control={form.control}
                name="sectors"
                render={({ field, fieldState }) => (
                  <SectorMultiSelect value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} required />
                )}
              />
              <Controller
                control={form.control}
                name="acceptDoctorTerms"
                render={({ field, fieldState }) => (
                  <CheckboxField
                    label={itAuth.auth.acceptDoctorTerms}
                    checked={field.value === true}
                    onCheckedChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              {/* The one checkbox records both documents (issue 13, consent): say so, with the versions. */}
              <p className="-mt-2 text-xs text-slate-600">{itPrivacy.doctorTermsIncludeGeneral(TERMS_VERSION)}</p>
              <TermsLinks doctor />
            </>
          ) : (
            <Controller
              control={form.control}
              name="acceptTerms"
              render={({ field, fieldState }) => (
                <CheckboxField
                  label={itAuth.auth.acceptTerms}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          {role === 'user' ? (
            <>
              <p className="-mt-2 text-xs text-slate-600">{itPrivacy.termsVersionNote(TERMS_VERSION)}</p>
              <TermsLinks doctor={false} />
            </>
          ) : null}

          <Button type="submit" size="lg" className="mt-1 w-full" disabled={registration.isPending || done}>
            {registration.isPending ? <Spinner className="size-4 text-white" /> : null}
            {itAuth.auth.registerButton}
          </Button>
          <p className="text-center text-xs text-slate-600">{role === 'doctor' ? itAuth.doctorRegistration.privacyNote : itAuth.auth.privacyNote}</p>
        </>
      ) : (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200 ring-inset">{itAuth.auth.accountTypeHint}</p>
      )}
    </form>
  );
}
