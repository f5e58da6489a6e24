-- rowkind.field on an append table: a +I from the column is written, a -D fails the write
-- exit: 1
CREATE TABLE t (k INT, v STRING, op STRING) WITH ('rowkind.field' = 'op');
INSERT INTO t VALUES (1, 'a', '+I');
INSERT INTO t VALUES (1, 'a', '-D');
SELECT * FROM t;
