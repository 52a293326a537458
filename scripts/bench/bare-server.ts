/** The baseline: a plain Express app answering a small JSON and a 6 KB buffer, in its own process. */
import express from 'express';

const app = express();
const small = { ok: true, roundId: 1, items: [1, 2, 3] };
const buffer = Buffer.alloc(6 * 1024, 7);
app.get('/json', (_req, res) => res.json(small));
app.post('/json', express.json(), (_req, res) => res.json(small));
app.get('/buffer', (_req, res) => res.type('image/webp').send(buffer));
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('Serving'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
