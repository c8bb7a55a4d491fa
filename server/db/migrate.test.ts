import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on semicolons at line ends and drops comment lines', () => {
    expect(
      splitStatements('-- a table\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n'),
    ).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });

  it('keeps a function body whole, semicolons and comments inside it included', () => {
    const sql = [
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$',
      'BEGIN',
      '  -- count it',
      '  UPDATE a SET x = x + 1;',
      '  RETURN NULL;',
      'END $$;',
      'CREATE TRIGGER t AFTER INSERT ON a FOR EACH STATEMENT EXECUTE FUNCTION f();',
    ].join('\n');
    const parts = splitStatements(sql);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toContain('UPDATE a SET x = x + 1;\n  RETURN NULL;\nEND $$');
    expect(parts[0]).toContain('-- count it');
    expect(parts[1]).toMatch(/^CREATE TRIGGER t/);
  });
});
