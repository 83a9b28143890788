import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const base = { APP_SECRET: 'a-secret-of-at-least-32-characters-long', DATA_DIR: '/tmp/flipstack-config-test' };
const client = { MS_CLIENT_ID: 'client-id', MS_CLIENT_SECRET: 'client-secret' };

describe('MS_* and SUPER_ADMIN_EMAILS settings', () => {
  it('leave Microsoft sign-in off and nobody a super admin by default', () => {
    const config = loadConfig(base);
    expect(config.microsoft).toBeUndefined();
    expect(config.superAdminEmails).toEqual([]);
  });

  it('point at the multi-tenant Microsoft authority unless told otherwise', () => {
    expect(loadConfig({ ...base, ...client }).microsoft).toEqual({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      authority: 'https://login.microsoftonline.com/common/v2.0',
      allowSignup: false,
    });
    const config = loadConfig({
      ...base,
      ...client,
      MS_TENANT: 'contoso.onmicrosoft.com',
      MS_AUTHORITY: 'https://login.microsoftonline.us/{tenant}/v2.0/',
      MS_ALLOW_SIGNUP: 'true',
    });
    expect(config.microsoft).toMatchObject({
      authority: 'https://login.microsoftonline.us/contoso.onmicrosoft.com/v2.0',
      allowSignup: true,
    });
  });

  it('refuse a client id without its secret, plain HTTP away from this machine, and a tenant that is no name', () => {
    expect(() => loadConfig({ ...base, MS_CLIENT_ID: 'client-id' })).toThrow(/MS_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, ...client, MS_AUTHORITY: 'http://login.example/common/v2.0' })).toThrow(
      ConfigError,
    );
    expect(
      loadConfig({ ...base, ...client, MS_AUTHORITY: 'http://127.0.0.1:4000/common/v2.0' }).microsoft?.authority,
    ).toBe('http://127.0.0.1:4000/common/v2.0');
    expect(() => loadConfig({ ...base, ...client, MS_TENANT: 'common/../x' })).toThrow(/MS_TENANT/);
  });

  it('read SUPER_ADMIN_EMAILS as a lower-cased list', () => {
    expect(loadConfig({ ...base, SUPER_ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com' }).superAdminEmails).toEqual(
      ['boss@example.com', 'ops@example.com'],
    );
  });
});
