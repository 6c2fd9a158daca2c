import { zodResolver } from '@hookform/resolvers/zod';
import { it } from '@sanity/shared/i18n/it';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type User } from '@sanity/shared/schemas/auth';
import { type ProfileUpdate, type ProfileUpdateInput, ProfileUpdateSchema } from '@sanity/shared/schemas/users';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { reportServerError } from '../../../lib/server-error';
import { SectorMultiSelect } from '../../sectors/public/sector-multi-select';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useUpdateUser } from '../../users/api/update-user';

const professionalFields = ['specialization', 'licenseNumber', 'sectors'] as const;

function professionalValues(user: User): ProfileUpdateInput {
  return { specialization: user.specialization ?? '', licenseNumber: user.licenseNumber ?? '', sectors: user.sectors };
}

/** Doctors' professional block: specialization, licence number and sectors, saved with the same PATCH. */
export function ProfessionalForm({ user }: { user: User }) {
  const s = itSettings.settings;
  const update = useUpdateUser(user.id);
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: professionalValues(user),
  });
  const { errors } = form.formState;
  useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      { specialization: values.specialization, licenseNumber: values.licenseNumber, sectors: values.sectors },
      {
        onSuccess: ({ user: saved }) => {
          form.reset(professionalValues(saved));
          toast.success(s.saved);
        },
        onError: (error) => reportServerError(error, { title: s.saveError, fallback: s.saveError, form: { fields: professionalFields, setError: form.setError } }),
      },
    );
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{s.professional}</CardTitle>
          <CardDescription>{s.professionalHint}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label={itAuth.auth.specialization} error={errors.specialization?.message} required>
            {(control) => <Input {...control} placeholder={itAuth.auth.specializationExample} {...form.register('specialization')} />}
          </Field>
          <Field label={itAuth.auth.licenseNumber} error={errors.licenseNumber?.message} required>
            {(control) => <Input {...control} placeholder={itAuth.auth.licensePlaceholder} {...form.register('licenseNumber')} />}
          </Field>
          <div className="sm:col-span-2">
            <Controller
              control={form.control}
              name="sectors"
              render={({ field, fieldState }) => (
                <SectorMultiSelect value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} required />
              )}
            />
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner className="size-4 text-white" /> : null}
            {update.isPending ? it.common.saving : s.saveProfessional}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
