import { describe, expect, it } from 'vitest';
import { DbuFetchError, dbuHttp, isDbuHost, redactUrl, type FetchLike } from './dbu-http';

/** The HTTP client with a fake fetch implementing the same port: nothing reaches the network. */
const client = (fetch: FetchLike, extraHosts: string[] = []) =>
  dbuHttp({ fetch, clubName: async () => 'Rødovre Ungdom', timeoutMs: 200, maxBytes: 1000, extraHosts });

describe('the DBU HTTP client', () => {
  it('knows DBU’s hosts and the regional unions’, and nothing else', () => {
    for (const host of ['dbu.dk', 'www.dbu.dk', 'futsal.dbu.dk', 'www.dbujylland.dk', 'dbubornholm.dk', 'www.dbulolland-falster.dk'])
      expect(isDbuHost(host), host).toBe(true);
    for (const host of ['evildbu.dk', 'dbu.dk.evil.example', 'example.org']) expect(isDbuHost(host), host).toBe(false);
  });

  it('drops the query (where the API key travels) from every URL it may log', () => {
    expect(redactUrl('https://clubservice.dbu.dk/api/TeamMatch?APIKey=hemmelig&PoolId=1&TeamId=2')).toBe(
      'https://clubservice.dbu.dk/api/TeamMatch',
    );
  });

  it('follows a redirect onto a DBU host, refuses one off it, and never asks a non-DBU host or plain http', async () => {
    const asked: string[] = [];
    const fetch: FetchLike = async (url) => {
      asked.push(url);
      if (url.startsWith('https://dbu.dk/')) return new Response(null, { status: 301, headers: { location: 'https://www.dbu.dk/x' } });
      if (url === 'https://www.dbu.dk/x') return new Response('<html>ok</html>', { headers: { etag: '"1"' } });
      return new Response(null, { status: 302, headers: { location: 'https://evil.example/' } });
    };
    const http = client(fetch);
    expect(await http.get('https://dbu.dk/resultater')).toMatchObject({ status: 'ok', body: '<html>ok</html>', etag: '"1"' });
    await expect(http.get('https://www.dbujylland.dk/y')).rejects.toThrow("Adressen evil.example er ikke DBU's");
    await expect(http.get('http://www.dbu.dk/x')).rejects.toThrow(DbuFetchError);
    await expect(http.get('https://example.org/')).rejects.toThrow(DbuFetchError);
    expect(asked).toEqual(['https://dbu.dk/resultater', 'https://www.dbu.dk/x', 'https://www.dbujylland.dk/y']);
  });

  it('names the club in the User-Agent, asks conditionally, and reads a 304 as unchanged', async () => {
    let headers: Record<string, string> = {};
    const http = client(async (_url, init) => {
      headers = init.headers as Record<string, string>;
      return new Response(null, { status: 304 });
    });
    expect(await http.get('https://www.dbu.dk/a', { etag: '"7"', lastModified: 'Fri, 27 Nov 2026 02:00:00 GMT' })).toEqual({ status: 'unchanged' });
    expect(headers['user-agent']).toMatch(/^KlubApp\/1\.0 \(R\?dovre Ungdom;/);
    expect(headers['if-none-match']).toBe('"7"');
    expect(headers['if-modified-since']).toBe('Fri, 27 Nov 2026 02:00:00 GMT');
  });

  it('caps the answer’s size, and says a server error and no answer in Danish, to be tried again', async () => {
    await expect(client(async () => new Response('x'.repeat(5000))).get('https://www.dbu.dk/a')).rejects.toThrow('Siden fra DBU er for stor');
    const failed = await client(async () => new Response('fejl', { status: 503 })).get('https://www.dbu.dk/a').catch((e: DbuFetchError) => e);
    expect(failed).toMatchObject({ message: 'DBU svarede med fejl 503', retry: true });
    const silent = await client(async (_url, init) => {
      await new Promise((resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted'))));
      return new Response('');
    }).get('https://www.dbu.dk/a').catch((e: DbuFetchError) => e);
    expect(silent).toMatchObject({ message: 'DBU svarede ikke', retry: true });
  });
});
