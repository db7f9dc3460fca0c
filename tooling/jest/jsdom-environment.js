// jsdom lacks the fetch family and TextEncoder that react-router 7 expects; borrow Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

class Environment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.fetch = fetch;
    g.Request = Request;
    g.Response = Response;
    g.Headers = Headers;
    g.AbortController = AbortController;
    g.structuredClone = structuredClone;
  }
}
module.exports = Environment;
