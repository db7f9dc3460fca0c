import { workerData } from 'node:worker_threads';
import type { PageRenderer, PageRenderInput } from '@fie/domain';
import { serve } from '../shared/worker-pool';

/**
 * A rendering thread (see render-threads.ts): it loads the site's server build and draws the pages it is handed,
 * with the answers the main thread read for them. It reads nothing itself: the data stays where the read models are.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderer } = require(workerData.bundle as string) as { renderer: PageRenderer };
serve((input: PageRenderInput) => renderer.renderPage(input));
