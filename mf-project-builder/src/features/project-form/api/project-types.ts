import { PROJECT_TYPES, PROJECT_TYPE_LABELS } from '@specify/contracts';
import type { SelectOption } from '@specify/ui';
import { useAction } from '@specify/ui/api';

/** The type map, for as long as getProjectMetadata has not answered (or could not). */
const TYPE_MAP = PROJECT_TYPES.map((value) => ({ value, label: PROJECT_TYPE_LABELS[value] }));

/**
 * The project types with their labels (project-builder.md §3: a type map and a metadata call):
 * getProjectMetadata's EnumFields.projectType, else the type map the service's labels come from.
 */
export function useProjectTypes(): readonly SelectOption[] {
  const { data } = useAction('project/getProjectMetadata', undefined, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return data?.EnumFields.projectType ?? TYPE_MAP;
}
