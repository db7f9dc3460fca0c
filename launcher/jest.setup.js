// API tests start the whole marketplace and hash passwords; give them room on a busy 2-core machine.
jest.setTimeout(30_000);
