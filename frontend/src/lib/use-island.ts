import { useEffect, useRef } from 'react';

/** Attaches a behaviour to an element and returns the function that detaches it again. */
export type Island<E extends HTMLElement> = (element: E) => () => void;

/**
 * The behaviour a part of the public page has in the app, attached to the element React drew,
 * and detached when it goes. The pre-rendered page attaches the same without React (islands.ts),
 * so each part moves the same way on either page. React draws such a part as it first looks, and
 * never changes what the behaviour changes.
 */
export function useIsland<E extends HTMLElement>(island: Island<E>) {
  const ref = useRef<E>(null);
  useEffect(() => (ref.current ? island(ref.current) : undefined), [island]);
  return ref;
}
