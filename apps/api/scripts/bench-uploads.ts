// Upload figures against running APIs with the demo data (hst1 has an action today), each run on
// the same requests so two servers can be compared side by side:
//   pnpm --filter @tourplanner/api bench:uploads <api-url>[@pid] [<api-url>[@pid] …] [--only refuse,rss,files]
// refuse: time until the answer to an oversized upload (30 MB, a JPEG's first bytes then padding)
//         and to a 9.9 MB file that is not an image, while the client is still sending (median of 5);
// rss-huge, rss-photo: the server's resident memory (VmRSS before and after, VmHWM its peak during
//         the batch, reset before it) around 20 parallel uploads of a 49 MP image, of a 12 MP photo
//         (needs the server's pid after '@'; run each on a freshly started server for a clean figure);
// files:  median time to upload a 1 MB photo as a receipt and to serve it back (40 each, the
//         targets taking turns request by request).

import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import sharp from 'sharp';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = new Set((onlyAt >= 0 ? args[onlyAt + 1]! : 'refuse,rss-huge,rss-photo,files').split(','));
const targets = args
  .filter((a, i) => !a.startsWith('--') && (onlyAt < 0 || i !== onlyAt + 1))
  .map((a) => {
    const [url, pid] = a.split('@');
    return { url: url!, pid: pid ? Number(pid) : undefined };
  });
if (!targets.length) throw new Error('usage: bench-uploads.ts <api-url>[@pid] …');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
}

const BOUNDARY = '----bench-boundary';
function multipart(input: unknown, file: Buffer, name = 'p.jpg'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_input"\r\n\r\n${JSON.stringify(input)}\r\n`,
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Sends the body; resolves with the status and the milliseconds until the answer's head came. */
function upload(
  base: string,
  path: string,
  token: string,
  body: Buffer,
): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': body.length,
        },
      },
      (res) => {
        const ms = performance.now() - started;
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, ms }));
      },
    );
    // A server that answers early and closes makes the rest of the write fail: that is expected.
    req.on('error', (err) => reject(err));
    // Written in 64 KiB pieces, as a phone on a network would.
    let at = 0;
    const pump = () => {
      while (at < body.length) {
        const ok = req.write(body.subarray(at, at + 65536));
        at += 65536;
        if (!ok) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

/** Resets the process's peak resident memory (VmHWM), where the kernel allows it. */
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed (another user's process): the peak then counts from the process's start.
  }
}

function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMB: Math.round(kb('VmRSS') / 1024), peakMB: Math.round(kb('VmHWM') / 1024) };
}

/** hst1's session and a started action of hers today (started now with a photo if need be). */
async function startedAction(base: string) {
  const login = await post(base, '/auth/login', {
    username: 'hst1@tourplanner.test',
    password: 'TourPlanner-demo1',
  });
  const token = (login.json.data.token as { uuid: string }).uuid;
  const list = await post(base, '/hostess/action/list', {}, token);
  const actions =
    (list.json.data.actions as {
      uuid: string;
      status: { global: { ident: string } };
      points: { lat: number; lng: number }[];
    }[]) ?? [];
  const started = actions.find((a) => a.status.global.ident === 'started');
  if (started) return { token, action: started.uuid };
  const accepted = actions.find((a) => a.status.global.ident === 'accepted');
  if (!accepted) throw new Error(`${base}: hst1 has no accepted or started action today`);
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#345' } })
    .jpeg()
    .toBuffer();
  const point = accepted.points[0] ?? { lat: 52.23, lng: 21.01 };
  const r = await upload(
    base,
    '/hostess/action/start',
    token,
    multipart({ action: { uuid: accepted.uuid }, position: { lat: point.lat, lng: point.lng } }, photo),
  );
  if (r.status !== 200) throw new Error(`${base}: starting the action answered ${r.status}`);
  return { token, action: accepted.uuid };
}

const RECEIPT = '/action/receipt/create';
const receiptInput = (action: string) => ({
  action: { uuid: action },
  device: { serial: 'fake_serial', beacon: 'fake_beacon' },
});

const smallJpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#654' } })
  .jpeg()
  .toBuffer();
const oversized = Buffer.concat([smallJpeg, Buffer.alloc(30 * 1024 * 1024 - smallJpeg.length)]);
const notImage = Buffer.alloc(Math.floor(9.9 * 1024 * 1024), 'to nie jest zdjęcie; ');

async function noisy(width: number, height: number, amplitude: number, quality: number) {
  const raw = Buffer.alloc(width * height * 3);
  let x = 7;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = 128 + (((x >> 16) & 0xff) % amplitude) - amplitude / 2 + ((i / 3 / width) % 64);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

for (const { url, pid } of targets) {
  const { token, action } = await startedAction(url);
  const input = receiptInput(action);
  console.log(`\n== ${url}${pid ? ` (pid ${pid})` : ''}`);
  if (only.has('refuse')) {
    for (const [what, file] of [
      ['oversized 30 MB upload', oversized],
      ['9.9 MB file that is not an image', notImage],
    ] as const) {
      const runs: { status: number; ms: number }[] = [];
      for (let i = 0; i < 5; i++) runs.push(await upload(url, RECEIPT, token, multipart(input, file)));
      console.log(
        `refuse ${what}: median ${median(runs.map((r) => r.ms)).toFixed(0)} ms until the answer (statuses ${[...new Set(runs.map((r) => r.status))].join(',')})`,
      );
    }
  }
  if (pid) {
    const batches: [string, string, () => Promise<Buffer>][] = [
      [
        'rss-huge',
        '49 MP image',
        () =>
          sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#8a8' } })
            .jpeg()
            .toBuffer(),
      ],
      ['rss-photo', '12 MP photo', () => noisy(4000, 3000, 24, 80)],
    ];
    for (const [name, what, make] of batches) {
      if (!only.has(name)) continue;
      const file = await make();
      const before = memory(pid);
      resetPeak(pid);
      const started = performance.now();
      const runs = await Promise.all(
        Array.from({ length: 20 }, () => upload(url, RECEIPT, token, multipart(input, file))),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const after = memory(pid);
      console.log(
        `20 parallel uploads of a ${what} (${(file.length / 1e6).toFixed(1)} MB): ${seconds} s, statuses ${[...new Set(runs.map((r) => r.status))].join(',')}; RSS ${before.rssMB} → ${after.rssMB} MB, peak during the batch ${after.peakMB} MB`,
      );
    }
  }
}

// files: the targets take turns request by request, so a busy machine slows them alike.
if (only.has('files')) {
  const photo1 = await noisy(1200, 900, 200, 92);
  const sessions = await Promise.all(targets.map(async (t) => ({ ...t, ...(await startedAction(t.url)) })));
  const up = sessions.map(() => [] as number[]);
  const serve = sessions.map(() => [] as number[]);
  const ids = sessions.map(() => [] as string[]);
  let served = 0;
  const RUNS = 40;
  for (let i = 0; i < RUNS; i++) {
    for (const [k, s] of sessions.entries()) {
      const t0 = performance.now();
      const form = new FormData();
      form.append('_input', JSON.stringify(receiptInput(s.action)));
      form.append('files[]', new Blob([photo1], { type: 'image/jpeg' }), 'p.jpg');
      const res = await fetch(s.url + RECEIPT, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.token}` },
        body: form,
      });
      const body = (await res.json()) as { data: { receipt: { uuid: string } } };
      up[k]!.push(performance.now() - t0);
      ids[k]!.push(body.data.receipt.uuid);
    }
  }
  for (let i = 0; i < RUNS; i++) {
    for (const [k, s] of sessions.entries()) {
      const t0 = performance.now();
      const res = await fetch(`${s.url}/action/receipt/serve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ receipt: { uuid: ids[k]![i] } }),
      });
      served = (await res.arrayBuffer()).byteLength;
      serve[k]!.push(performance.now() - t0);
    }
  }
  console.log(
    `\n1 MB photo (${(photo1.length / 1e6).toFixed(2)} MB) uploaded as a receipt, then served (the stored ${(served / 1e6).toFixed(2)} MB re-encoded JPEG), ${RUNS} each, in turns:`,
  );
  for (const [k, s] of sessions.entries()) {
    console.log(
      `  ${s.url}: upload median ${median(up[k]!).toFixed(1)} ms, serve median ${median(serve[k]!).toFixed(1)} ms`,
    );
  }
}
