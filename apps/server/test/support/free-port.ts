import net from 'node:net';

/** A loopback port free right now: for a server whose public URL must be known before it listens. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
