import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isLoopbackAddress, isPublicAddress } from './address';

/** A URL or address the service refuses to contact. */
export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
}
/** The remote answered too slowly, too much, or not at all. */
export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
}

export interface SafeFetchOptions {
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whole-request deadline. */
  timeoutMs?: number;
  maxBytes?: number;
  /** 0 returns the first response as it is (redirects not followed). */
  maxRedirects?: number;
  /** Lets 127.0.0.1 / ::1 through (tests and local development only; never other private ranges). */
  allowLoopback?: boolean;
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
  redirects: string[];
  truncated: boolean;
}

function checkAddress(ip: string, allowLoopback: boolean) {
  if (isPublicAddress(ip)) return;
  if (allowLoopback && isLoopbackAddress(ip)) return;
  throw new UnsafeUrlError(`refusing to connect to non-public address ${ip}`);
}

export function assertHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeUrlError('only http(s) URLs are allowed');
  if (url.username || url.password) throw new UnsafeUrlError('URLs with credentials are not allowed');
  return url;
}

/** Resolves a host and checks every address, so a configured URL can be refused before anything is sent. */
export async function assertPublicUrl(raw: string, allowLoopback = false): Promise<URL> {
  const url = assertHttpUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addrs = net.isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
  for (const a of addrs) checkAddress(a, allowLoopback);
  return url;
}

/**
 * HTTP(S) for URLs supplied by users: every connection's address is checked at connect time (no DNS
 * rebinding window), redirects are followed by hand and re-checked, and time and size are bounded.
 */
export async function safeFetch(raw: string, opts: SafeFetchOptions = {}): Promise<SafeResponse> {
  const { timeoutMs = 10_000, maxBytes = 5 * 1024 * 1024, maxRedirects = 5, allowLoopback = false } = opts;
  const deadline = Date.now() + timeoutMs;
  const redirects: string[] = [];
  let url = assertHttpUrl(raw);
  let method = opts.method ?? 'GET';
  let body = opts.body;
  for (;;) {
    const res = await requestOnce(url, { ...opts, method, body, allowLoopback, maxBytes, deadline });
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location && maxRedirects > 0) {
      if (redirects.length >= maxRedirects)
        throw new FetchFailedError(`too many redirects (more than ${maxRedirects})`);
      url = assertHttpUrl(new URL(location, url).toString());
      redirects.push(url.toString());
      if (res.status !== 307 && res.status !== 308) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = undefined;
      }
      continue;
    }
    return { ...res, url: url.toString(), redirects };
  }
}

function requestOnce(
  url: URL,
  o: SafeFetchOptions & { allowLoopback: boolean; maxBytes: number; deadline: number },
): Promise<Omit<SafeResponse, 'url' | 'redirects'>> {
  return new Promise((resolve, reject) => {
    const remaining = o.deadline - Date.now();
    if (remaining <= 0) return reject(new FetchFailedError('timed out'));
    const lookup: net.LookupFunction = (hostname, options, cb) => {
      dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return cb(err, '', 4);
        const list = addresses as dns.LookupAddress[];
        try {
          for (const a of list) checkAddress(a.address, o.allowLoopback);
        } catch (e) {
          return cb(e as Error, '', 4);
        }
        if ((options as { all?: boolean }).all)
          return (cb as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        cb(null, list[0]!.address, list[0]!.family);
      });
    };
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host)) {
      try {
        checkAddress(host, o.allowLoopback);
      } catch (e) {
        return reject(e);
      }
    }
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.request(url, {
      method: o.method,
      headers: { 'user-agent': 'SiteGenerationService/1.0', ...o.headers },
      lookup,
      agent: false,
      timeout: remaining,
    });
    const timer = setTimeout(
      () => req.destroy(new FetchFailedError(`timed out after ${Math.round(remaining)} ms`)),
      remaining,
    );
    req.on('timeout', () => req.destroy(new FetchFailedError('timed out')));
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(
        err instanceof UnsafeUrlError || err instanceof FetchFailedError ? err : new FetchFailedError(err.message),
      );
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      res.on('data', (chunk: Buffer) => {
        if (truncated) return;
        size += chunk.length;
        if (size > o.maxBytes) {
          truncated = true;
          chunks.push(chunk.subarray(0, chunk.length - (size - o.maxBytes)));
          res.destroy();
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), truncated });
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), truncated });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        if (!truncated) reject(new FetchFailedError(err.message));
      });
    });
    if (o.body !== undefined) req.write(o.body);
    req.end();
  });
}
