-- rowkind.field: a value other than +I, -U, +U, -D fails the write
-- exit: 1
CREATE TABLE t (k INT, v STRING, op STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('rowkind.field' = 'op');
INSERT INTO t VALUES (1, 'a', 'X');
SELECT * FROM t;
