import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config';
import { LoginDto } from './auth.dto';
import { AuthService } from './sign-in/auth.service';
import { Public } from './public.decorator';
import { callerOf } from './sessions/caller';
import { SessionsService } from './sessions/sessions.service';
import { clientAddress } from './request/client-address';
import { DEVICE_COOKIE, SESSION_COOKIE } from './request/cookies';
import { DEVICE_KEPT_SECONDS } from './devices/trusted-devices.service';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.NO_CONTENT)
  async login(
    @Body() { username, password, code }: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const { token, deviceToken } = await this.auth.signIn(username, password, callerOf(request), code);
    SESSION_COOKIE.set(request, response, this.config, token, this.config.session.absoluteSeconds);
    DEVICE_COOKIE.set(request, response, this.config, deviceToken, DEVICE_KEPT_SECONDS);
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    // The device cookie stays: signing out ends the session, not the trust in this browser.
    await this.auth.signOut(SESSION_COOKIE.read(request), clientAddress(request));
    SESSION_COOKIE.clear(request, response, this.config);
    // The owner's answers say no-store; whatever the browser kept anyway (from a release before
    // they did) goes with the session, so the next person at a shared computer finds none of it.
    response.setHeader('Clear-Site-Data', '"cache"');
  }

  @Get('session')
  async session(@Req() request: Request): Promise<{ username: string }> {
    const session = await this.sessions.sessionOf(request);
    if (!session) throw new UnauthorizedException({ message: 'Not signed in' });
    return { username: session.username };
  }
}
