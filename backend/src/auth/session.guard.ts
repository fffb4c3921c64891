import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { isSafeMethod } from '../http/methods';
import { IS_OWNER_ONLY, IS_PUBLIC } from './public.decorator';
import { SessionsService } from './sessions/sessions.service';

/**
 * Every request that changes something needs the owner's live session, unless its route is
 * marked @Public(): a new write endpoint is protected without anyone remembering to. Reads are
 * open, except on routes marked @OwnerOnly().
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const marked = (key: string) =>
      this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
    if (isSafeMethod(request.method) && !marked(IS_OWNER_ONLY)) return true;
    if (marked(IS_PUBLIC)) return true;
    if (await this.sessions.sessionOf(request)) return true;
    throw new UnauthorizedException({
      message: isSafeMethod(request.method) ? 'Sign in to see this.' : 'Your session has ended. Sign in again to save.',
    });
  }
}
