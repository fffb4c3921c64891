import { fork } from 'node:child_process';
import { join } from 'node:path';
import { BadRequestException } from '@nestjs/common';
import type { SiteArchiveEvent } from '@portfolio/contract/placing';
import type { ReceivedImport } from './received-import';

type Message = SiteArchiveEvent | { done: true } | { failed: { message: string; source: string } };

// The reading process's heap: a Ghost export read whole takes several times its size.
const READER_HEAP_MB = 768;

/**
 * What an imported file holds, one event at a time, read by a process of its own
 * (import-process.cjs): the next is asked for once the caller has taken this one, so the API holds
 * one post or image at a time whatever the file's size, and for a `preview` no image's bytes. A
 * file that cannot be imported ends the events with a 400 naming it; so does ending early (the
 * process is stopped).
 */
export async function* importedEvents(file: ReceivedImport, preview: boolean): AsyncGenerator<SiteArchiveEvent> {
  const child = fork(join(__dirname, 'import-process.cjs'), [], {
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv: [`--max-old-space-size=${READER_HEAP_MB}`],
  });
  const messages: Message[] = [];
  let wake: (() => void) | undefined;
  let ended: string | undefined;
  child.on('message', (message: Message) => {
    messages.push(message);
    wake?.();
  });
  child.once('exit', (code, signal) => {
    ended = `${file.fileName} could not be read (the reader ended: ${signal ?? `exit code ${code}`}).`;
    wake?.();
  });
  try {
    child.send({ path: file.path, kind: file.kind, fileName: file.fileName, preview });
    for (;;) {
      while (messages.length === 0 && ended === undefined) await new Promise<void>((resolve) => (wake = resolve));
      const message = messages.shift();
      if (!message) throw new BadRequestException({ message: ended, source: file.fileName });
      if ('done' in message) return;
      if ('failed' in message) throw new BadRequestException(message.failed);
      yield message;
      child.send('next');
    }
  } finally {
    child.kill('SIGKILL');
  }
}
