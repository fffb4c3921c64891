// One address that also works as a `mailto:` link: no white space, nothing that would add
// headers or a body to the link, a dotted domain of letters, digits and hyphens.
const EMAIL =
  /^[\p{L}\p{N}!$%*+=^_`{|}~-]+(?:\.[\p{L}\p{N}!$%*+=^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}(?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const EMAIL_LOCAL_PART_MAX = 64;

/**
 * Whether a value is one email address. Its own module, like the link and date rules, so the
 * public page can use it without the document's checks.
 */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value) && value.indexOf('@') <= EMAIL_LOCAL_PART_MAX;
}
