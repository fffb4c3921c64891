import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Logger,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import type { SecondFactorConfirmed, SecondFactorSetup, SecondFactorStatus } from '@portfolio/contract';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config';
import { CodeDto } from '../auth.dto';
import { AuthService } from '../auth.service';
import { clientAddress } from '../client-address';
import { callerOf } from '../caller';
import { OwnerOnly } from '../public.decorator';
import { tooManyFailures } from '../too-many-failures';
import { SecondFactorService } from './second-factor.service';

/**
 * The owner turns the second factor on (a secret to scan, then a code of it, which returns the
 * recovery codes) and off (with a code). Every route needs the owner's session.
 */
@OwnerOnly()
@Controller('auth/second-factor')
export class SecondFactorController {
  private readonly audit = new Logger('Audit');

  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  status(): Promise<SecondFactorStatus> {
    return this.secondFactor.status(this.config.admin.username);
  }

  /** A new secret, as text and as the `otpauth://` address a QR code carries. */
  @Post('setup')
  @HttpCode(HttpStatus.OK)
  async setup(@Req() request: Request): Promise<SecondFactorSetup> {
    const started = await this.secondFactor.begin(this.config.admin.username);
    this.audit.log({ event: 'second-factor-setup', ip: clientAddress(request) }, 'Second factor setup started');
    return started;
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  async confirm(@Body() { code }: CodeDto, @Req() request: Request): Promise<SecondFactorConfirmed> {
    const recoveryCodes = await this.secondFactor.confirm(this.config.admin.username, code);
    const ip = clientAddress(request);
    if (!recoveryCodes) {
      this.audit.warn({ event: 'second-factor-setup-failed', ip }, 'Second factor setup: wrong code');
      throw new BadRequestException({ message: 'That code is not valid. Enter the code the app shows now.' });
    }
    this.audit.log({ event: 'second-factor-on', ip }, 'Second factor turned on');
    return { recoveryCodes };
  }

  @Post('off')
  @HttpCode(HttpStatus.NO_CONTENT)
  async off(
    @Body() { code }: CodeDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const result = await this.auth.turnOffSecondFactor(code, callerOf(request));
    if (result === 'rejected') {
      throw new BadRequestException({ message: 'That code is not valid, or was used already.' });
    }
    if (result !== 'off') throw tooManyFailures(response, result.retryAfterSeconds);
  }
}
