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
import { AuthService } from './auth.service';
import { Public } from './public.decorator';
import { callerOf } from './caller';
import { clientAddress } from './client-address';
import { DEVICE_COOKIE, SESSION_COOKIE } from './cookies';
import { tooManyAtOnce, tooManyFailures } from './too-many-failures';
import { DEVICE_KEPT_SECONDS } from './trusted-devices.service';

/** The answers of a sign-in that needs the second factor's code, told apart by `secondFactor`. */
const CODE_REQUIRED = {
  message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  secondFactor: 'required',
};
const CODE_REJECTED = {
  message: 'That code is not valid, or was used already. Enter the current code, or a recovery code.',
  secondFactor: 'required',
};

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
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
    const result = await this.auth.signIn(username, password, callerOf(request), code);
    switch (result.outcome) {
      case 'throttled':
        throw tooManyFailures(response, result.retryAfterSeconds);
      case 'busy':
        throw tooManyAtOnce(response);
      case 'rejected':
        throw new UnauthorizedException({ message: 'Invalid username or password' });
      case 'code-required':
        throw new UnauthorizedException(CODE_REQUIRED);
      case 'code-rejected':
        throw new UnauthorizedException(CODE_REJECTED);
    }
    SESSION_COOKIE.set(request, response, this.config, result.token, this.config.session.absoluteSeconds);
    DEVICE_COOKIE.set(request, response, this.config, result.deviceToken, DEVICE_KEPT_SECONDS);
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    // The device cookie stays: signing out ends the session, not the trust in this browser.
    await this.auth.signOut(SESSION_COOKIE.read(request), clientAddress(request));
    SESSION_COOKIE.clear(request, response, this.config);
  }

  @Get('session')
  async session(@Req() request: Request): Promise<{ username: string }> {
    const session = await this.auth.session(SESSION_COOKIE.read(request), clientAddress(request));
    if (!session) throw new UnauthorizedException({ message: 'Not signed in' });
    return { username: session.username };
  }
}
