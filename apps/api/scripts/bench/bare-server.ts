// The bare route of `pnpm bench`: Fastify answering POST /case/<n> with the n-th body captured from
// the API, from memory, as a string (no serialisation): the ceiling of an answer of that size.
// `node --import tsx scripts/bench/bare-server.ts <bodies.json>`; prints its port.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as string[];
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.post<{ Params: { n: string } }>('/case/:n', (req, reply) => {
  const body = bodies[Number(req.params.n)];
  if (body === undefined) return reply.code(404).send();
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`port ${typeof address === 'object' && address ? address.port : ''}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
