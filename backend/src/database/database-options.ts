import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { CreatePortfolio1795314383372 } from '../migrations/1795314383372-create-portfolio';
import { CreateAuthTables1795315200000 } from '../migrations/1795315200000-create-auth-tables';
import { AddDocumentShape1795400000000 } from '../migrations/1795400000000-add-document-shape';
import { CreateRevisions1795500000000 } from '../migrations/1795500000000-create-revisions';
import { CreateTrustedDevices1795600000000 } from '../migrations/1795600000000-create-trusted-devices';
import { CreateSecondFactor1795700000000 } from '../migrations/1795700000000-create-second-factor';
import { CreateMedia1795800000000 } from '../migrations/1795800000000-create-media';
import { AddSessionDetails1795900000000 } from '../migrations/1795900000000-add-session-details';
import { CreatePostBodies1796000000000 } from '../migrations/1796000000000-create-post-bodies';
import { AddPublishedAt1796100000000 } from '../migrations/1796100000000-add-published-at';
import { CreateOwnerCredentials1796200000000 } from '../migrations/1796200000000-create-owner-credentials';
import { CreateStatistics1796300000000 } from '../migrations/1796300000000-create-statistics';
import { CreatePosts1796400000000 } from '../migrations/1796400000000-create-posts';
import { CreateKeptPages1796500000000 } from '../migrations/1796500000000-create-kept-pages';
import { CreateSearchIndex1796600000000 } from '../migrations/1796600000000-create-search-index';
import { SearchPostingsAsGaps1796700000000 } from '../migrations/1796700000000-search-postings-as-gaps';

/**
 * node-postgres waits forever by default; these bounds let the API answer within 3 s when the
 * database is gone, serving the last document meanwhile (docs/behaviour.md, "Nothing is lost").
 */
export const DATABASE_TIMEOUTS = {
  connectMs: 2000,
  statementMs: 5000,
  // Client-side, for a connection that stops answering without being closed.
  queryMs: 6000,
} as const;

export function databaseOptions(url: string): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url,
    // Each feature's module registers its own entities (TypeOrmModule.forFeature): this sits below them.
    autoLoadEntities: true,
    migrations: [
      CreatePortfolio1795314383372,
      CreateAuthTables1795315200000,
      AddDocumentShape1795400000000,
      CreateRevisions1795500000000,
      CreateTrustedDevices1795600000000,
      CreateSecondFactor1795700000000,
      CreateMedia1795800000000,
      AddSessionDetails1795900000000,
      CreatePostBodies1796000000000,
      AddPublishedAt1796100000000,
      CreateOwnerCredentials1796200000000,
      CreateStatistics1796300000000,
      CreatePosts1796400000000,
      CreateKeptPages1796500000000,
      CreateSearchIndex1796600000000,
      SearchPostingsAsGaps1796700000000,
    ],
    migrationsRun: true,
    synchronize: false,
    logging: false,
    connectTimeoutMS: DATABASE_TIMEOUTS.connectMs,
    extra: {
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      query_timeout: DATABASE_TIMEOUTS.queryMs,
      max: 10,
    },
  };
}
