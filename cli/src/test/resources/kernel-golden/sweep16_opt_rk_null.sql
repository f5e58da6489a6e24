-- rowkind.field: a NULL row kind fails the write
-- exit: 1
CREATE TABLE t (k INT, v STRING, op STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('rowkind.field' = 'op');
INSERT INTO t VALUES (1, 'a', CAST(NULL AS STRING));
SELECT * FROM t;
