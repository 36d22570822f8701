/**
 * Listening and graceful shutdown. `close()` stops accepting connections,
 * lets requests in flight finish (closing keep-alive connections as they go
 * idle), forces the rest after SHUTDOWN_TIMEOUT_SECONDS, then closes the
 * dependencies (the database last).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import type { AppEnv } from './types.ts';

export interface RunningServer {
  /** `http://host:port` as the server is reachable locally. */
  url: string;
  port: number;
  server: Server;
  /** Graceful: finishes requests in flight, then closes the dependencies. */
  close(): Promise<void>;
}

/** How long an idle connection is kept open. */
const KEEP_ALIVE_SECONDS = 65;

export async function listen(app: Hono<AppEnv>, deps: PlatformDeps): Promise<RunningServer> {
  const { config } = deps;
  let server!: Server;
  const info = await new Promise<AddressInfo>((resolve, reject) => {
    server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, resolve) as Server;
    server.once('error', reject);
  });
  // An idle kept-alive connection stays open longer than a load balancer's or a browser's (60 s and about 5 s):
  // with Node's 5 s, a request sent on a connection the server had just closed failed (ECONNRESET) under
  // load (bench:load); the client closes first now.
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  let closing: Promise<void> | undefined;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`,
    port: info.port,
    server,
    close() {
      closing ??= (async () => {
        deps.lifecycle.shuttingDown = true;
        await new Promise<void>((resolve) => {
          const idle = setInterval(() => server.closeIdleConnections(), 100);
          const force = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutSeconds * 1000);
          server.close(() => {
            clearInterval(idle);
            clearTimeout(force);
            resolve();
          });
          server.closeIdleConnections();
        });
        await deps.close();
      })();
      return closing;
    },
  };
}
