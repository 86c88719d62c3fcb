import { describe, expect, it } from 'vitest';
import { frameableUrl } from './url.ts';

describe('frameableUrl', () => {
  it('keeps http and https addresses, normalised', () => {
    expect(frameableUrl('https://example.com/contact?a=1')).toBe('https://example.com/contact?a=1');
    expect(frameableUrl('HTTP://Example.COM:8080')).toBe('http://example.com:8080/');
  });

  it('refuses other schemes, credentials, relative and malformed addresses', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'ftp://example.com/', 'blob:https://example.com/x', 'https://user:pw@example.com/', 'https://user@example.com/', '//example.com/a', '/h5/pages/index/index', 'example.com', 'https://', '', `https://example.com/${'a'.repeat(2000)}`]) {
      expect(frameableUrl(bad), bad).toBeNull();
    }
    expect(frameableUrl(undefined)).toBeNull();
    expect(frameableUrl({ url: 'https://example.com' })).toBeNull();
  });
});
