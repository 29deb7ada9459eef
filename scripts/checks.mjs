// The static checks of `npm test` (typecheck, lint, formatting) side by side: tsc and eslint each use
// one core, so on CI's two cores running them together saves a minute or more. Each check's output
// is printed whole once it ends; the exit code is the first failure's.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'format:check'];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(
        `\n== ${script}: ${code === 0 ? 'passed' : `failed (${code})`}\n${output}`,
      );
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(CHECKS.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
