/** sshd for a run, as ssh-server.cjs starts it. */
export interface SshServer {
  /** A private folder of the run's own, with the keys in it; the files served go under it. */
  dir: string;
  port: number;
  user: string;
  /** The private key that signs in as `user`. */
  clientKey: string;
  start(): Promise<void>;
  stop(): void;
  /** Stops the server and removes `dir`. */
  remove(): void;
}

/** Starts sshd listening on `address` (`127.0.0.1`, or `0.0.0.0` for containers to reach it). */
export function startSshServer(address: string): Promise<SshServer>;
