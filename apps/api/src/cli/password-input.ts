// Reads a new password for a command: at a terminal, typed twice with nothing echoed; piped, the
// first line of standard input (a deploy script's secret). Never from argv or the environment.

/** Why a typed password cannot be used, or null; lets the terminal ask again at once. */
export type PasswordCheck = (password: string) => string | null;

const TRIES = 3;

export async function readPassword(check: PasswordCheck): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = await readFirstLine();
    const problem = check(password);
    if (problem) fail(`password refused: ${problem}`);
    return password;
  }
  for (let attempt = 1; ; attempt++) {
    const password = await prompt('Password: ');
    const problem = check(password);
    if (problem) {
      process.stderr.write(`Password refused: ${problem}.\n`);
      if (attempt >= TRIES) fail('no acceptable password given');
      continue;
    }
    if ((await prompt('Repeat the password: ')) === password) return password;
    process.stderr.write('The two passwords differ.\n');
    if (attempt >= TRIES) fail('the passwords did not match');
  }
}

function fail(message: string): never {
  process.stderr.write(`create-admin: ${message}. Nothing was created.\n`);
  process.exit(1);
}

/** The first line of standard input, without its line end; spaces are kept (they are characters). */
async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += chunk.toString('utf8');
    if (text.includes('\n')) break;
  }
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  if (!line) fail('no password on standard input');
  return line;
}

/** One line typed at the terminal in raw mode, so that no character is echoed. */
function prompt(question: string): Promise<string> {
  const input = process.stdin;
  // Echo off before the question shows, so that nothing typed after it reaches the screen.
  input.setRawMode(true);
  input.resume();
  process.stderr.write(question);
  return new Promise((resolve) => {
    let typed = '';
    const done = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          done();
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          // Ctrl+C: raw mode swallows the signal, so leave as the terminal would.
          done();
          process.exit(130);
        }
        if (ch === '\u0004' && typed === '') {
          done();
          fail('no password typed');
        }
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else if (ch === '\u0015')
          typed = ''; // Ctrl+U
        else if (ch >= ' ') typed += ch;
      }
    };
    input.on('data', onData);
  });
}
