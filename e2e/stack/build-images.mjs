// `node e2e/stack/build-images.mjs`: this checkout's images built ahead of make e2e-docker, which
// then finds every layer in Docker's cache. CI runs it beside the tests that need no Docker.
import { buildCheckoutImages } from './docker.mjs';

buildCheckoutImages();
