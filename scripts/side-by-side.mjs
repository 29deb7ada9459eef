// npm scripts side by side (`node scripts/side-by-side.mjs typecheck lint format:check`): tsc and
// ESLint each use one core, as do the browser journeys, which run one file at a time, so on CI's two
// cores running them together saves minutes. Each script's output is printed whole once it ends;
// the exit code is the first failure's.
import { spawn } from 'node:child_process';

const SCRIPTS = process.argv.slice(2);

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

const codes = await Promise.all(SCRIPTS.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
