import { MODULE_METADATA } from '@nestjs/common/constants';
import { PUBLISH_DELAYS } from './publish-delays';
import { PublishModule } from './publish.module';

describe('the publisher’s delays', () => {
  it('are the product’s two seconds, after a save and before the first retry, unless a test gives others', () => {
    const providers = Reflect.getMetadata(MODULE_METADATA.PROVIDERS, PublishModule) as unknown[];
    const delays = providers.find(
      (provider): provider is { provide: symbol; useValue: unknown } =>
        typeof provider === 'object' &&
        provider !== null &&
        'provide' in provider &&
        provider.provide === PUBLISH_DELAYS,
    );
    expect(delays?.useValue).toEqual({ afterSaveMs: 2000, firstRetryMs: 2000 });
  });
});
