import autocannon from 'autocannon';
import { demoCatalogue } from './demo-api/catalogue';
const ids = demoCatalogue.assets.filter((a) => a.IsPublic && a.IsDigitized && !['Series', 'Topic'].includes(a.Type)).map((a) => a.Identifier);
const url = process.argv[2]!;
let n = 0, next = 0;
await Promise.all(Array.from({ length: 4 }, async () => { while (next < ids.length) { const id = ids[next++]; await fetch(`${url}/video_v2/asset-detail/${id}?cold=w${id}`).then((r) => r.arrayBuffer()); } }));
const r = await autocannon({ url, connections: Number(process.argv[3] ?? 50), duration: Number(process.argv[4] ?? 15),
  headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
  requests: [{ setupRequest: (req: { path: string }) => { const i = n++; return { ...req, path: `/video_v2/asset-detail/${ids[i % ids.length]}?cold=${i}` }; } }] });
console.log(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx }));
