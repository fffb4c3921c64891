const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Methods that only read: everything else changes something and is guarded. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}
