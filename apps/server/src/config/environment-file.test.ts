// The env file's format: the lines systemd's EnvironmentFile= and a POSIX shell read alike.
import { describe, expect, it } from 'vitest';
import { readEnvironmentFile } from './environment-file';

describe('readEnvironmentFile', () => {
  it('reads plain, double-quoted, single-quoted and empty values, skipping comments and blanks', () => {
    const file = [
      '# a comment',
      '; systemd comments too',
      '',
      'NODE_ENV=production',
      'DATABASE_URL=postgres://portico:pw@127.0.0.1:5432/portico',
      'MAIL_FROM="Event Makers <no-reply@example.org>"',
      "ASSOCIATION_NAME='Event & Entertainment Makers'",
      'REDIS_URL=',
    ].join('\n');
    expect(readEnvironmentFile(file)).toEqual({
      values: {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://portico:pw@127.0.0.1:5432/portico',
        MAIL_FROM: 'Event Makers <no-reply@example.org>',
        ASSOCIATION_NAME: 'Event & Entertainment Makers',
        REDIS_URL: '',
      },
      problems: [],
    });
  });

  it('reports, by line, a value the shell would run or cut: spaces, < >, $ in double quotes', () => {
    const file = [
      'MAIL_FROM=Portico <no-reply@example.org>',
      'ASSOCIATION_NAME=Event Makers',
      'APP_SECRET="abc$HOME"',
      'export NODE_ENV=production',
    ].join('\n');
    const { values, problems } = readEnvironmentFile(file);
    expect(values).toEqual({});
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'line 1',
      'line 2',
      'line 3',
      'line 4',
    ]);
  });

  it('reports PORT and HOST, which would override the unit of every instance', () => {
    const { problems } = readEnvironmentFile('PORT=3000\nHOST=0.0.0.0\nLOG_LEVEL=info\n');
    expect(problems).toEqual([
      'PORT: leave it out of the env file; set here, every instance (portico@3001, portico@3002) would listen on that one port',
      'HOST: leave it out of the env file; set here, the unit keeps every instance on 127.0.0.1, behind nginx',
    ]);
  });
});
