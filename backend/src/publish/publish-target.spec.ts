import { ownConfiguration, rcloneTarget } from './publish-target';

describe('rcloneTarget', () => {
  it('gives a connection string’s parameters as a remote of the environment, its command line naming none', () => {
    const target = rcloneTarget(
      ":s3,provider=Cloudflare,access_key_id=id42,secret_access_key='se,cr:et',endpoint='https://x.r2.example',no_check_bucket:site",
    );
    const remote = /^(portfoliopublish[0-9a-f]{12}):site$/.exec(target.name)?.[1];
    expect(remote).toBeDefined();
    const prefix = `RCLONE_CONFIG_${remote!.toUpperCase()}_`;
    expect(target.environment).toEqual({
      [`${prefix}TYPE`]: 's3',
      [`${prefix}PROVIDER`]: 'Cloudflare',
      [`${prefix}ACCESS_KEY_ID`]: 'id42',
      [`${prefix}SECRET_ACCESS_KEY`]: 'se,cr:et',
      [`${prefix}ENDPOINT`]: 'https://x.r2.example',
      [`${prefix}NO_CHECK_BUCKET`]: 'true',
    });
    expect(target.shown).toBe(
      ':s3,provider=Cloudflare,access_key_id=***,secret_access_key=***,endpoint=https://x.r2.example,no_check_bucket=***:site',
    );
    // rclone's words name the remote it was given: the owner reads the target as written, secrets hidden.
    expect(target.hide(`Failed to copy to ${target.name}/blog: key se,cr:et refused`)).toBe(
      `Failed to copy to ${target.shown}/blog: key *** refused`,
    );
  });

  it('names another target’s remote otherwise, since rclone keeps what it learns of a server under that name', () => {
    expect(rcloneTarget(':sftp,host=a.example:www').name).not.toBe(rcloneTarget(':sftp,host=b.example:www').name);
  });

  it('gives a named remote’s parameters as that remote’s variables, and leaves a folder or a plain remote as it is', () => {
    expect(rcloneTarget('r2,region=auto:bucket/site')).toMatchObject({
      name: 'r2:bucket/site',
      environment: { RCLONE_CONFIG_R2_REGION: 'auto' },
    });
    for (const plain of ['/srv/site', 'r2:bucket/site', ':local:/srv/site'])
      expect(rcloneTarget(plain)).toMatchObject({ name: plain, environment: {} });
  });
});

describe('ownConfiguration', () => {
  it('gives an on-the-fly remote a configuration file of the publish’s own, and a remote the owner named the owner’s', () => {
    const onTheFly = rcloneTarget(':sftp,host=a.example,user=me:www');
    expect(ownConfiguration(onTheFly, '/work/rclone.conf').environment).toEqual({
      ...onTheFly.environment,
      RCLONE_CONFIG: '/work/rclone.conf',
    });
    for (const owners of ['r2,region=auto:bucket', 'r2:bucket', '/srv/site'])
      expect(ownConfiguration(rcloneTarget(owners), '/work/rclone.conf').environment).not.toHaveProperty(
        'RCLONE_CONFIG',
      );
  });
});
