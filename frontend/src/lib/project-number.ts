/** `0` → `01`: projects are numbered with two digits, on the public page and in the editor. */
export function projectNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
