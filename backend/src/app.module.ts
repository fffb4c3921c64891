import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { APP_CONFIG, type AppConfig } from './config';
import { databaseOptions } from './database/database-options';
import { HealthModule } from './health/health.module';
import { MovingModule } from './moving/moving.module';
import { loggerOptions } from './logging';
import { MediaModule } from './media/media.module';
import { PortfolioModule } from './portfolio/portfolio.module';
import { PostsModule } from './posts/posts.module';
import { PostBodiesModule } from './post-bodies/post-bodies.module';
import { PublishModule } from './publish/publish.module';
import { SiteModule } from './site/site.module';
import { StatisticsModule } from './statistics/statistics.module';

@Module({})
export class AppModule {
  /** The whole API for the given settings, on the database at `databaseUrl`. */
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot(loggerOptions(config)),
        TypeOrmModule.forRoot(databaseOptions(databaseUrl)),
        AuthModule,
        HealthModule,
        MovingModule,
        MediaModule,
        PortfolioModule,
        PostsModule,
        PostBodiesModule,
        PublishModule,
        SiteModule,
        StatisticsModule,
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
