// The search API as bench:search asks it (search-http.mjs), shared with the rebuild beside traffic
// (replay-traffic.mjs): three typical queries, and a keep-alive client that posts one.
import { Agent, request } from 'node:http';
import { listingGenerator, weighted } from './listings.mjs';

/** The three queries, each a function making the next body (seeded: the same run after run). */
export function searchQueries(seed = 7) {
  const { pick } = listingGenerator(seed);
  return {
    'viewport + filters, by price': () => {
      const [, , lat, lon] = pick(weighted);
      return { bounds: { north: lat + 0.06, south: lat - 0.06, east: lon + 0.08, west: lon - 0.08 }, category: 'residential', acquisition: 'rent', bedrooms: 2, price: { max: 15_000 }, sort: 'price_low' };
    },
    'text + place': () => ({ q: pick(['gated', 'borehole', 'furnished', 'quiet', 'new']), location: pick(['East Legon', 'Kumasi', 'Osu', 'Tema', 'Takoradi', 'Tamale']) }),
    'within 10 km, by distance': () => {
      const [, , lat, lon] = pick(weighted);
      return { point: { lat, lon, radiusKm: 10 }, sort: 'nearest', category: 'residential' };
    },
  };
}

/**
 * `search(body)`: one POST /api/properties/search to the marketplace at `url`, resolved when the answer has been
 * read. node:http with keep-alive, as a browser keeps its connection: the load generator shares the two cores
 * with the server, and fetch (undici) costs the client about three times the CPU per request.
 */
export function searchClient(url) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return (body) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(`${url}/api/properties/search`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'accept-encoding': 'gzip' } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`search answered ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end(payload);
    });
}
