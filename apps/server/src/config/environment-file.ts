// The production env file is read twice, by two different parsers: systemd's `EnvironmentFile=`
// gives it to the server, and the operator's shell (`set -a; . portico.env`) gives it to the
// operator's commands. The two agree only on a subset of the syntax, so that subset is the file's
// format: anything outside it is reported rather than guessed at.

/** A line both parsers read alike: NAME=, NAME=plain, NAME="no $ ` \ or quote", NAME='no quote'. */
const PORTABLE_LINE =
  /^([A-Za-z_][A-Za-z0-9_]*)=(?:([A-Za-z0-9_@%+=:,./-]*)|"([^"$`\\]*)"|'([^']*)')$/;
const COMMENT_OR_BLANK = /^\s*(?:[#;].*)?$/;

/** What the unit sets per instance, and why the env file must not (it would override it). */
const SET_BY_THE_UNIT: Record<string, string> = {
  PORT: 'every instance (portico@3001, portico@3002) would listen on that one port',
  HOST: 'the unit keeps every instance on 127.0.0.1, behind nginx',
};

export type EnvironmentFile = {
  /** Every variable the file sets, as systemd and a POSIX shell both read it. */
  values: Record<string, string>;
  /** One sentence per line the two parsers would not read alike, or that breaks the unit. */
  problems: string[];
};

export function readEnvironmentFile(text: string): EnvironmentFile {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (COMMENT_OR_BLANK.test(line)) return;
    const match = PORTABLE_LINE.exec(line);
    if (!match) {
      problems.push(
        `line ${index + 1}: write it as NAME=value, quoting a value that has spaces or < > & ; | ( ) in double quotes (without $, \` or \\ inside): systemd and the shell would read "${line.slice(0, 40)}" differently`,
      );
      return;
    }
    const [, name, plain, doubleQuoted, singleQuoted] = match;
    values[name!] = plain ?? doubleQuoted ?? singleQuoted ?? '';
  });
  for (const [name, why] of Object.entries(SET_BY_THE_UNIT)) {
    // systemd.exec(5): settings from EnvironmentFile= override the unit's Environment=.
    if (values[name]) problems.push(`${name}: leave it out of the env file; set here, ${why}`);
  }
  return { values, problems };
}
