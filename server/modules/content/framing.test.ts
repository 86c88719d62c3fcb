import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { framingOf, probeFraming } from './framing.ts';

const SHOP = 'https://shop.example.org';
const at = (headers: Record<string, string>, url = 'https://help.example.com/a') => framingOf(new Headers(headers), new URL(url), SHOP);

describe('framingOf', () => {
  it('no framing headers: allowed', () => {
    expect(at({})).toBe('allowed');
  });

  it('X-Frame-Options: DENY refuses; SAMEORIGIN allows only the same origin', () => {
    expect(at({ 'x-frame-options': 'DENY' })).toBe('refused');
    expect(at({ 'x-frame-options': 'sameorigin' })).toBe('refused');
    expect(at({ 'x-frame-options': 'SAMEORIGIN' }, `${SHOP}/h5/pages_tool/help/list`)).toBe('allowed');
  });

  it("CSP frame-ancestors replaces X-Frame-Options: 'none', 'self', hosts, wildcards, schemes, ports", () => {
    expect(at({ 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" })).toBe('refused');
    expect(at({ 'content-security-policy': "frame-ancestors 'self'" })).toBe('refused');
    expect(at({ 'content-security-policy': "frame-ancestors 'self'" }, `${SHOP}/x`)).toBe('allowed');
    expect(at({ 'content-security-policy': 'frame-ancestors https://shop.example.org', 'x-frame-options': 'DENY' })).toBe('allowed');
    expect(at({ 'content-security-policy': 'frame-ancestors *.example.org' })).toBe('allowed');
    expect(at({ 'content-security-policy': 'frame-ancestors https://other.example.org http://shop.example.org' })).toBe('refused');
    expect(at({ 'content-security-policy': 'frame-ancestors shop.example.org:8443' })).toBe('refused');
    expect(at({ 'content-security-policy': 'frame-ancestors https:' })).toBe('allowed');
    expect(at({ 'content-security-policy': 'frame-ancestors *' })).toBe('allowed');
    expect(at({ 'content-security-policy': 'frame-ancestors' })).toBe('refused');
  });
});

describe('probeFraming', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/deny') res.setHeader('x-frame-options', 'DENY');
      if (req.url === '/moved') {
        res.writeHead(302, { location: '/elsewhere' });
        return res.end();
      }
      res.setHeader('content-type', 'text/html');
      res.end('<p>hello</p>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("asks the site for its headers: allowed, refused, a redirect or no answer is unknown", async () => {
    expect(await probeFraming(`${base}/open`, SHOP)).toBe('allowed');
    expect(await probeFraming(`${base}/deny`, SHOP)).toBe('refused');
    expect(await probeFraming(`${base}/moved`, SHOP)).toBe('unknown');
    expect(await probeFraming('http://127.0.0.1:9/none', SHOP)).toBe('unknown');
  });
});
