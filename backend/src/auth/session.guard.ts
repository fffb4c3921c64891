import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { isSafeMethod } from '../http/methods';
import { IS_PUBLIC } from './public.decorator';
import { readSessionToken } from './session-cookie';
import { SessionsService } from './sessions.service';

/**
 * Every request that changes something needs the owner's live session, unless its route is
 * marked @Public(): a new write endpoint is protected without anyone remembering to.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (isSafeMethod(request.method)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    if (await this.sessions.find(readSessionToken(request))) return true;
    throw new UnauthorizedException({ message: 'Your session has ended. Sign in again to save.' });
  }
}
