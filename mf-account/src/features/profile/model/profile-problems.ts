import {
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  profileFieldError,
  type ProfileField,
  type ProfileValues,
} from '@specify/contracts/account/profile';

/** Which §5 rule a profile field breaks; the form words it from the catalogue. */
export type ProfileProblem = 'required' | 'role' | 'phoneRequired' | 'phonePattern' | 'tooLong';

/**
 * The rule `profileFieldError` (contracts: the same rules the server runs) found broken, as a
 * stable code. It answers in English; the code is read from which of its messages it gave, or for
 * a label-built message, from whether the value within its limit would pass.
 */
export function profileProblem(field: ProfileField, value: string): ProfileProblem | undefined {
  const error = profileFieldError(field, value);
  if (error === undefined) return undefined;
  if (error === PROFILE_MESSAGES.role) return 'role';
  if (error === PROFILE_MESSAGES.phoneRequired) return 'phoneRequired';
  if (error === PROFILE_MESSAGES.phonePattern) return 'phonePattern';
  const max = PROFILE_LIMITS[field];
  if (max !== undefined && value.length > max && !profileFieldError(field, value.slice(0, max)))
    return 'tooLong';
  return 'required';
}

export function profileProblems(
  values: ProfileValues,
): Partial<Record<ProfileField, ProfileProblem>> {
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  for (const field of PROFILE_FIELDS) {
    const problem = profileProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
