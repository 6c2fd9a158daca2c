import { type PracticeConfig, PracticeConfigSchema } from '@sanity/shared/schemas/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey, readinessQueryKey } from '../../../lib/query-keys';
import { practiceConfigQueryKey } from './get-practice-config';

/** PUT /api/practice/config: the whole configuration, validated with PracticeConfigSchema first. Answers what was stored. */
export function savePracticeConfig(config: PracticeConfig) {
  return api.put('/api/practice/config', config, import.meta.env.DEV ? PracticeConfigSchema : undefined);
}

export function useSavePracticeConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePracticeConfig,
    onSuccess: (saved) => {
      queryClient.setQueryData(practiceConfigQueryKey, saved);
      // The doctor's public services change with it.
      void queryClient.invalidateQueries({ queryKey: doctorsQueryKey });
      // Services and hours are two steps of the new doctor's checklist.
      void queryClient.invalidateQueries({ queryKey: readinessQueryKey });
    },
  });
}
