import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Req,
} from '@nestjs/common';
import type { OtherSessionsEnded, SessionsAnswer } from '@portfolio/contract';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config';
import { PasswordDto } from './auth.dto';
import { AuthService } from './sign-in/auth.service';
import { type Caller, callerOf } from './sessions/caller';
import { OwnerOnly } from './public.decorator';
import { SessionsService } from './sessions/sessions.service';
import { TrustedDevicesService } from './devices/trusted-devices.service';
import { audit } from './request/audit';

/** PostgreSQL's bigint, which numbers sessions and devices. */
const MAX_ID = 2n ** 63n - 1n;

/**
 * The owner's sessions and trusted devices: listed with the browser and address each was used
 * from, and ended one at a time or all but this browser's. Every route needs the owner's session,
 * and each change the password as well: a stolen session must not be able to sign the owner out
 * wherever they sign in, nor forget the browsers that strangers' failures cannot lock out.
 */
@OwnerOnly()
@Controller('auth')
export class SessionsController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly devices: TrustedDevicesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sessions')
  async list(@Req() request: Request): Promise<SessionsAnswer> {
    const { sessionToken, deviceToken } = callerOf(request);
    const [sessions, devices] = await Promise.all([
      this.sessions.list(sessionToken),
      this.devices.list(this.config.admin.username, deviceToken),
    ]);
    return { sessions, devices };
  }

  /** Signs another browser out (this browser's own session signs out with Logout). */
  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async end(@Param('id') id: string, @Body() { password }: PasswordDto, @Req() request: Request): Promise<void> {
    const session = rowId(id);
    const caller = await this.passwordChecked(password, request);
    await this.sessions.endOther(session, caller.sessionToken);
    audit.log({ event: 'session-ended', ip: caller.ip, session }, 'Another session ended');
  }

  @Post('sessions/end-others')
  @HttpCode(HttpStatus.OK)
  async endOthers(@Body() { password }: PasswordDto, @Req() request: Request): Promise<OtherSessionsEnded> {
    const caller = await this.passwordChecked(password, request);
    const ended = await this.sessions.endAllBut(caller.sessionToken);
    audit.log({ event: 'other-sessions-ended', ip: caller.ip, ended }, 'Every other session ended');
    return { ended };
  }

  @Delete('devices/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async forgetDevice(
    @Param('id') id: string,
    @Body() { password }: PasswordDto,
    @Req() request: Request,
  ): Promise<void> {
    const device = rowId(id);
    const caller = await this.passwordChecked(password, request);
    await this.devices.forget(device, this.config.admin.username);
    audit.log({ event: 'device-forgotten', ip: caller.ip, device }, 'Trusted device forgotten');
  }

  /** The caller, once the password it sent is right (else a 401 or 429, and nothing changes). */
  private async passwordChecked(password: string, request: Request): Promise<Caller> {
    const caller = callerOf(request);
    await this.auth.confirmPassword(password, caller);
    return caller;
  }
}

/** A session's or device's id as the list gives it (a whole number in decimal), or a 400. */
function rowId(value: string): string {
  if (!/^[1-9]\d{0,18}$/.test(value) || BigInt(value) > MAX_ID) {
    throw new BadRequestException({ message: `id must be a whole number from 1 to ${MAX_ID}` });
  }
  return value;
}
