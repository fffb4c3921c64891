import type { Request } from 'express';
import { USER_AGENT_KEPT } from './browser-label';
import { clientAddress, throttledAddress } from '../request/client-address';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../request/cookies';
import type { SeenFrom } from './sessions.repository';

/** Who sent a request, as sign-in and the owner's sessions see them. */
export interface Caller {
  /** The client's address (`clientAddress`). */
  ip: string;
  /** Its User-Agent, cut to USER_AGENT_KEPT characters; empty when it sent none. */
  userAgent?: string;
  /** The device cookie, if it carried one. */
  deviceToken?: string;
  /** The session cookie, if it carried one. */
  sessionToken?: string;
}

export function callerOf(request: Request): Caller {
  return {
    ip: clientAddress(request),
    userAgent: (request.get('user-agent') ?? '').slice(0, USER_AGENT_KEPT),
    deviceToken: DEVICE_COOKIE.read(request),
    sessionToken: SESSION_COOKIE.read(request),
  };
}

/**
 * The browser and address to keep for a session or device. The address is kept as sign-in
 * failures are counted (`throttledAddress`): an IPv4 address whole, an IPv6 address by its /64.
 * An IPv6 client's own 64 bits change every day or so (privacy extensions), so the /64 is what
 * tells one network from another, and it is less of the owner's data to keep.
 */
export function seenFrom(caller: Caller): SeenFrom {
  return { userAgent: caller.userAgent ?? '', address: throttledAddress(caller.ip) };
}
