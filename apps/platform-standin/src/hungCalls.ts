import type { FastifyReply } from 'fastify';

/** Calls held by a `timeout` fault: each ends when its client gives up, after `maxMs`, or at shutdown. */
export class HungCalls {
  private readonly releases = new Set<() => void>();

  hold(reply: FastifyReply, maxMs: number): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.releases.delete(release);
        resolve();
      };
      const timer = setTimeout(release, maxMs);
      reply.raw.once('close', release);
      this.releases.add(release);
    });
  }

  releaseAll(): void {
    for (const release of [...this.releases]) release();
  }
}
