// Reads a file to import in a process of its own, started for one file and gone when it is read: a
// Ghost export is one JSON document, read whole, and a 50 MB one takes several times that in
// memory, which the API has not. Plain JavaScript, so that the tests run the file the API does.
// It receives { path, kind, fileName, preview } and sends what the file holds one event at a time
// ({ post }, { image }, { warning }; this site's export its { site } and { upload }s first), each after the API has taken the one before ('next'), so
// that a large file never waits in the API's memory; then { done: true }, or { failed: { message,
// source } } for a file that cannot be imported.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file, run by Node as it is */
const { createReadStream } = require('node:fs');
const { readFile } = require('node:fs/promises');
const {
  ImportFileError,
  readGhostExport,
  readSiteArchive,
  readWordPressExport,
} = require('@portfolio/contract/import');

/** What a file of each kind holds, as events. */
async function* eventsOf({ path, kind, fileName }) {
  if (kind === 'wordpress') yield* readWordPressExport(createReadStream(path), fileName);
  else if (kind === 'ghost') yield* readGhostExport(await readFile(path, 'utf8'), fileName);
  else yield* readSiteArchive(path, fileName);
}

/** Settles when the API asks for the next event. */
const next = () => new Promise((resolve) => process.once('message', resolve));

async function read(file) {
  for await (const event of eventsOf(file)) {
    // A preview counts images and stores none: their bytes stay here.
    process.send(
      file.preview && 'image' in event ? { image: { path: event.image.path, bytes: new Uint8Array() } } : event,
    );
    await next();
  }
}

process.once('message', (file) => {
  read(file)
    .then(
      () => process.send({ done: true }),
      (error) =>
        process.send({
          failed:
            error instanceof ImportFileError
              ? { message: error.message, source: error.source }
              : {
                  message: `${file.fileName} could not be read: ${String(error?.message ?? error)}`,
                  source: file.fileName,
                },
        }),
    )
    .finally(() => process.disconnect());
});
