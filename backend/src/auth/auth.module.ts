import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { AuthController } from './auth.controller';
import { AuthService } from './sign-in/auth.service';
import { CredentialsChange } from './password/credentials-change.service';
import { LoginFailureEntity } from './lock-out/login-failure.entity';
import { LoginFailuresRepository } from './lock-out/login-failures.repository';
import { LoginThrottleService } from './lock-out/login-throttle.service';
import { OwnerCredentialsRepository } from './password/owner-credentials.repository';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorRepository } from './second-factor/second-factor.repository';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SecondFactorSwitch } from './sign-in/second-factor-switch.service';
import { SessionGuard } from './session.guard';
import { SessionsController } from './sessions.controller';
import { SessionEntity } from './sessions/session.entity';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { TrustedDeviceEntity } from './devices/trusted-device.entity';
import { TrustedDevicesRepository } from './devices/trusted-devices.repository';
import { TrustedDevicesService } from './devices/trusted-devices.service';

// Answers about sessions are personal: no cache, shared or private, may keep them.
function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity, LoginFailureEntity, TrustedDeviceEntity])],
  controllers: [AuthController, SecondFactorController, SessionsController],
  providers: [
    AuthService,
    SessionsService,
    SessionsRepository,
    LoginThrottleService,
    LoginFailuresRepository,
    TrustedDevicesService,
    TrustedDevicesRepository,
    SecondFactorService,
    SecondFactorRepository,
    SecondFactorSwitch,
    CredentialsChange,
    OwnerCredentialsRepository,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  // The document's read tells the owner from visitors by the session.
  exports: [SessionsService],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(noStore).forRoutes(AuthController, SecondFactorController, SessionsController);
  }
}
