/**
 * The built app served for the benchmarks (bench:load, bench:pages): `vite preview` on `port`,
 * resolved once it listens.
 */
import { spawn } from 'node:child_process';

/** Stops the preview server and what npx started under it (its own process group). */
export function stopPreview(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill();
  }
}

/** `extraArgs`: more `vite preview` options (e.g. `--outDir` of another build). */
export function startPreview(port, extraArgs = []) {
  // detached: a process group of its own, so stopping it stops vite too, not only npx (a vite
  // left running kept the script's pipe, and so the script, alive after its figures).
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', ...extraArgs], { stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('vite preview did not start in 60 s')), 60_000);
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes(String(port))) {
        clearTimeout(timer);
        resolve(server);
      }
    });
    server.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
  });
}
