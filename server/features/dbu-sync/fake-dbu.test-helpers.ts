import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that plays DBU for the sync's tests: the team pages and the KlubWeb API.
 * Nothing in the tests reaches the internet. Each path answers what the test set, and every
 * request is recorded (path, query, User-Agent, conditional headers).
 */
export interface FakeAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Milliseconds before the answer starts (a slow DBU). */
  delayMs?: number;
}

export interface FakeDbu {
  origin: string;
  host: string;
  set(path: string, answer: FakeAnswer): void;
  requests: Array<{ path: string; query: string; userAgent: string; ifNoneMatch: string | null }>;
  close(): Promise<void>;
}

export async function startFakeDbu(): Promise<FakeDbu> {
  const answers = new Map<string, FakeAnswer>();
  const requests: FakeDbu['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({
      path: url.pathname,
      query: url.search,
      userAgent: String(req.headers['user-agent'] ?? ''),
      ifNoneMatch: (req.headers['if-none-match'] as string | undefined) ?? null,
    });
    const answer = answers.get(url.pathname) ?? { status: 404, body: 'Siden findes ikke' };
    const send = () => {
      if (res.destroyed) return;
      const etag = answer.headers?.etag;
      if (etag && req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...answer.headers });
      res.end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    set: (path, answer) => answers.set(path, answer),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One row of a match programme in dbu.dk's markup (README §C), with the phone layout's duplicate cell. */
export interface ProgrammeRow {
  matchId?: string;
  number?: string;
  /** 'DD-MM YYYY' and 'HH:MM', as the page prints them. */
  date: string;
  weekday: string;
  time: string;
  home: string;
  away: string;
  stadium?: string;
  result?: [number, number] | 'HHT' | 'UHT';
  penalties?: string;
}

const POOL = '472339';

function programmeRow(r: ProgrammeRow): string {
  const link = r.matchId ? ` onclick="MatchProgramMatchClick('/resultater/kamp/${r.matchId}_${POOL}/kampinfo')"` : '';
  const team = (name: string) =>
    name === 'Oversidder' ? `<span>${name}</span>` : `<a class="link bold-text" href="/resultater/hold/1${name.length}_${POOL}">${name}</a>`;
  const result =
    r.result === undefined
      ? ''
      : typeof r.result === 'string'
        ? `<span class="forfeit" title="${r.result === 'HHT' ? 'Hjemmehold taberdømt' : 'Udehold taberdømt'}">${r.result}</span>`
        : `<div class="score"><div class="home-score">${r.result[0]}</div><div class="away-score">${r.result[1]}</div></div>${
            r.penalties ? `<span class="penalty-result-badge"><span class="tool-tip">Straffesparkskonkurrence<br/>${r.penalties}</span></span>` : ''
          }`;
  const [day, month] = r.date.split(' ')[0]!.split('-');
  return `
    <tr class="odd has-hover"${link}>
      <td class="only-on-mobile" colspan="1">${Number(day)}. ${['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'][Number(month) - 1]} ${r.time} ${r.home} ${r.away}</td>
      <td class="hide-on-mobile"><img src="/img/tv.png" alt=""></td>
      <td class="hide-on-mobile">${r.number ?? ''}</td>
      <td class="hide-on-mobile"><div class="matchprogram-date"><span>${r.weekday}</span> ${r.date}</div></td>
      <td class="hide-on-mobile">${r.time}</td>
      <td class="hide-on-mobile">${team(r.home)}</td>
      <td class="hide-on-mobile">${team(r.away)}</td>
      <td class="hide-on-mobile">${r.stadium ? `<a href="/resultater/stadium/77">${r.stadium}</a>` : ''}</td>
      <td class="hide-on-mobile">${result}</td>
    </tr>`;
}

/** A team's Kampprogram page with an ad row in the middle. */
export function programmePage(title: string, rows: ProgrammeRow[]): string {
  const body = rows.map(programmeRow);
  body.splice(Math.min(2, body.length), 0, '<tr class="adtr"><td colspan="8"><div class="ad">Annonce 12-09 2026 19:00</div></td></tr>');
  return `<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>Kampprogram | DBU</title></head>
<body><h2 class="sr-pool-name">${title}</h2>
<table class="sr--match-program--table">
  <thead><tr>
    <th class="only-on-mobile">Kamp</th>
    <th class="hide-on-mobile"></th><th class="hide-on-mobile">Kampnr</th><th class="hide-on-mobile">Dato</th>
    <th class="hide-on-mobile">Tid</th><th class="hide-on-mobile">Hjemme</th><th class="hide-on-mobile">Ude</th>
    <th class="hide-on-mobile">Spillested</th><th class="hide-on-mobile">Resultat</th>
  </tr></thead>
  <tbody>${body.join('')}</tbody>
</table></body></html>`;
}

export const TEAM_PATH = `/resultater/hold/621947_${POOL}`;
export const POOL_ID = POOL;
export const POOL_TITLE = 'Herrer S3, Efterår 2026, Pulje 5 – 10 hold';
