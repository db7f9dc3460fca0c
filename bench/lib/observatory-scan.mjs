// One page graded by the MDN HTTP Observatory's scanner (bench/observatory.mjs runs this, with NODE_EXTRA_CA_CERTS
// naming the gateway's root certificate so the scanner trusts it as a browser would a public one).
// The package's own scan() takes a host name only (its front page, on ports 80 and 443); this is the same scan,
// its own retriever, tests and grader, given the ports and the page's path, which the retriever takes as options.
// Usage: node bench/lib/observatory-scan.mjs <package folder> <host> <http port> <https port> <path>
const [dir, host, httpPort, httpsPort, path] = process.argv.slice(2);
const load = (file) => import(`${dir}/node_modules/@mdn/mdn-http-observatory/src/${file}`);
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

const retrieved = await retrieve(host, { httpPort, httpsPort, path });
if (!retrieved.responses.auto) throw new Error(`the scanner could not reach https://${host}:${httpsPort}${path}`);
const results = ALL_TESTS.map((test) => test(retrieved));
// As scanner/index.js scores: bonuses count only once the score without them is an A.
let withBonus = 100;
let penalties = 100;
const tests = {};
for (const result of results) {
  const modifier = getScoreModifier(result.result);
  withBonus += modifier;
  if (modifier < 0) penalties += modifier;
  tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
}
const { grade, score } = getGradeForScore(penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penalties);
const passed = results.filter((r) => r.pass).length;
console.log(JSON.stringify({ path, status: retrieved.responses.auto.status, verified: retrieved.responses.auto.verified, grade, score, passed, of: NUM_TESTS, tests }));
