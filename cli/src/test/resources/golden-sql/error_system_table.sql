-- exit: 1
-- stderr: unknown system table 'default.t$snapshot' (did you mean '$snapshots'?)
CREATE TABLE t (k INT);
SELECT * FROM t$snapshot;
