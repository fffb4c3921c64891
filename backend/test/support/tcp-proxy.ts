import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut, to see what the API does when its
 * database goes away and comes back: the one failure a test cannot cause on a shared server.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private port = 0;
  private behaviour: 'forward' | 'hang' = 'forward';

  private constructor(private readonly target: URL) {}

  static async start(targetUrl: string): Promise<TcpProxy> {
    const proxy = new TcpProxy(new URL(targetUrl));
    await proxy.listen();
    return proxy;
  }

  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** The database is gone: open connections drop, new ones are refused. */
  async refuse(): Promise<void> {
    this.dropConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** The database host is unreachable: open connections drop, new ones are accepted but never answered. */
  async hang(): Promise<void> {
    this.dropConnections();
    this.behaviour = 'hang';
    if (!this.server) await this.listen();
  }

  /** The database is back. */
  async restore(): Promise<void> {
    this.dropConnections();
    this.behaviour = 'forward';
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.refuse();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.behaviour === 'hang') return;
    const upstream = connect(Number(this.target.port), this.target.hostname);
    this.track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}
