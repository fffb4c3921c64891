import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import type { SecondFactorConfirmed, SecondFactorSetup, SecondFactorStatus } from '@portfolio/contract';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config';
import { CodeAndPasswordDto, PasswordDto } from './auth.dto';
import { callerOf } from './sessions/caller';
import { OwnerOnly } from './public.decorator';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SecondFactorSwitch } from './sign-in/second-factor-switch.service';

/**
 * The owner turns the second factor on (a secret to scan, then a code of it, which returns the
 * recovery codes) and off (with a code). Every route needs the owner's session, and each change
 * the password as well.
 */
@OwnerOnly()
@Controller('auth/second-factor')
export class SecondFactorController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly onOff: SecondFactorSwitch,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  status(): Promise<SecondFactorStatus> {
    return this.secondFactor.status(this.config.admin.username);
  }

  /** A new secret, as text and as the `otpauth://` address a QR code carries. */
  @Post('setup')
  @HttpCode(HttpStatus.OK)
  setup(@Body() { password }: PasswordDto, @Req() request: Request): Promise<SecondFactorSetup> {
    return this.onOff.begin(password, callerOf(request));
  }

  /** Turns it on, and signs every other browser out. */
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  async confirm(
    @Body() { code, password }: CodeAndPasswordDto,
    @Req() request: Request,
  ): Promise<SecondFactorConfirmed> {
    const { recoveryCodes } = await this.onOff.confirm(password, code, callerOf(request));
    return { recoveryCodes };
  }

  @Post('off')
  @HttpCode(HttpStatus.NO_CONTENT)
  off(@Body() { code, password }: CodeAndPasswordDto, @Req() request: Request): Promise<void> {
    return this.onOff.turnOff(password, code, callerOf(request));
  }
}
