// The control of the Lighthouse check: a page with nothing on it but a heading, no style and no
// script, served on its own port. Its performance score is what the machine allows at that
// moment: Lighthouse counts the browser's own work of opening a page (committing the navigation,
// the first layout) multiplied by four, and on a busy machine that alone costs a page its score.
// When the control scores under the budget too, a page under the budget has not shown that it is
// slow, only that the machine was (docs/benchmarks.md, "A control page"). It is sent with the
// product's own security headers: a page opened under Cross-Origin-Opener-Policy gets a browsing
// context, and work, of its own.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="An empty page, the control of the Lighthouse check." />
    <link rel="icon" href="data:," />
    <title>Control page</title>
  </head>
  <body>
    <h1>Control page</h1>
  </body>
</html>
`;

/** The headers of a product page that change what the browser does to open it. */
const POLICY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
];

/** Serves the control page on a free port of 127.0.0.1 with the policies of `productPage`. */
export async function startControlPage(
  productPage: Response,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  for (const name of POLICY_HEADERS) {
    const value = productPage.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, headers).end(HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
