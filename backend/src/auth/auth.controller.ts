import { describeWait } from '@portfolio/contract';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
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
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

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
    @Body() { username, password }: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const result = await this.auth.signIn(username, password, clientAddress(request));
    if (result.outcome === 'throttled') {
      response.setHeader('Retry-After', String(result.retryAfterSeconds));
      throw new HttpException(
        {
          message: `Too many failed sign-ins. Try again in ${describeWait(result.retryAfterSeconds)}.`,
          retryAfterSeconds: result.retryAfterSeconds,
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    if (result.outcome === 'rejected') throw new UnauthorizedException({ message: 'Invalid username or password' });
    setSessionCookie(request, response, result.token, this.config);
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.auth.signOut(readSessionToken(request), clientAddress(request));
    clearSessionCookie(request, response, this.config);
  }

  @Get('session')
  async session(@Req() request: Request): Promise<{ username: string }> {
    const session = await this.auth.session(readSessionToken(request));
    if (!session) throw new UnauthorizedException({ message: 'Not signed in' });
    return { username: session.username };
  }
}

/** The client's address: the socket's, or the one a trusted proxy forwarded (`trust proxy`). */
function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
