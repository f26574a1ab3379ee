import { EnvError, parseEnv } from '../env';

function problemsOf(source: Record<string, string>): readonly string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('parseEnv accepted a bad environment');
}

describe('parseEnv', () => {
  it('applies the README defaults to an empty environment', () => {
    expect(parseEnv({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      production: false,
      checkContracts: false,
      environment: 'local',
      dev: false,
      publicUrl: 'http://localhost:3000',
      assetOrigins: ['http://localhost:3000'],
      search: { appId: 'SPECIFYLOCAL', indexPrefix: 'specify' },
    });
    expect(parseEnv({}).databaseUrl).toBeUndefined();
  });

  it('derives the public URL from PORT and the asset origins from PUBLIC_URL', () => {
    expect(parseEnv({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(parseEnv({ PUBLIC_URL: 'https://specify.example.com/' })).toMatchObject({
      publicUrl: 'https://specify.example.com/',
      assetOrigins: ['https://specify.example.com'],
    });
  });

  it('reads ASSET_ORIGINS as a comma-separated list of origins', () => {
    expect(
      parseEnv({ ASSET_ORIGINS: ' https://cdn.example.com/files , http://assets.local:8080' })
        .assetOrigins,
    ).toEqual(['https://cdn.example.com', 'http://assets.local:8080']);
  });

  it('treats an empty value as unset, as FOO= in a shell means', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000 });
    expect(parseEnv({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('knows production, dev and test mode', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).production).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).checkContracts).toBe(true);
    expect(parseEnv({ SPECIFY_DEV: '1' }).dev).toBe(true);
  });

  it('names every bad key at once, without echoing values', () => {
    const problems = problemsOf({
      PORT: '70000',
      DATABASE_URL: 'mysql://root:hunter2@db/specify',
      SMTP_URL: 'not a url',
      ASSET_ORIGINS: 'https://ok.example.com,nope',
      SPECIFY_DEV: 'yes',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'SMTP_URL',
        'ASSET_ORIGINS.1',
        'SPECIFY_DEV',
      ]),
    );
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  });

  it('refuses a port that is not a number', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT: must be a port number']);
  });
});
