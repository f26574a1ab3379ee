import * as v from 'valibot';
import { PROJECT_LIMITS, hasBlockedCharacters } from '../project/rules';

/** Text fields as every project form validates them (§5); shared by the project schemas. */

/** A name-like field: required, trimmed, at most 50, none of the blocked characters (§5). */
export function plainText(label: string, max: number = PROJECT_LIMITS.text) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, `${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
    v.check((text) => !hasBlockedCharacters(text), `${label} may not contain special characters.`),
  );
}

export function optionalPlainText(label: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        PROJECT_LIMITS.text,
        `${label} must be at most ${PROJECT_LIMITS.text} characters.`,
      ),
      v.check(
        (text) => !hasBlockedCharacters(text),
        `${label} may not contain special characters.`,
      ),
    ),
    '',
  );
}
