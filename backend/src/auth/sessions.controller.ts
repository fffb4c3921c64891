import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Logger,
  Param,
  Post,
  Req,
} from '@nestjs/common';
import type { OtherSessionsEnded, SessionsAnswer } from '@portfolio/contract';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config';
import { callerOf } from './caller';
import { OwnerOnly } from './public.decorator';
import { SessionsService } from './sessions.service';
import { TrustedDevicesService } from './trusted-devices.service';

/** PostgreSQL's bigint, which numbers sessions and devices. */
const MAX_ID = 2n ** 63n - 1n;

/**
 * The owner's sessions and trusted devices: listed with the browser and address each was used
 * from, and ended one at a time or all but this browser's. Every route needs the owner's session.
 */
@OwnerOnly()
@Controller('auth')
export class SessionsController {
  private readonly audit = new Logger('Audit');

  constructor(
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
  async end(@Param('id') id: string, @Req() request: Request): Promise<void> {
    const { ip, sessionToken } = callerOf(request);
    await this.sessions.endOther(rowId(id), sessionToken);
    this.audit.log({ event: 'session-ended', ip, session: id }, 'Another session ended');
  }

  @Post('sessions/end-others')
  @HttpCode(HttpStatus.OK)
  async endOthers(@Req() request: Request): Promise<OtherSessionsEnded> {
    const { ip, sessionToken } = callerOf(request);
    const ended = await this.sessions.endAllBut(sessionToken);
    this.audit.log({ event: 'other-sessions-ended', ip, ended }, 'Every other session ended');
    return { ended };
  }

  @Delete('devices/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async forgetDevice(@Param('id') id: string, @Req() request: Request): Promise<void> {
    await this.devices.forget(rowId(id), this.config.admin.username);
    this.audit.log({ event: 'device-forgotten', ip: callerOf(request).ip, device: id }, 'Trusted device forgotten');
  }
}

/** A session's or device's id as the list gives it (a whole number in decimal), or a 400. */
function rowId(value: string): string {
  if (!/^[1-9]\d{0,18}$/.test(value) || BigInt(value) > MAX_ID) {
    throw new BadRequestException({ message: `id must be a whole number from 1 to ${MAX_ID}` });
  }
  return value;
}
