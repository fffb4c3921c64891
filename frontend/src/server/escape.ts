/**
 * JSON made safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), `>` or `&`
 * can end or change the element, and the line separators U+2028 and U+2029 are escaped too.
 * JSON.parse reads the escapes back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
